import type { ReactNode } from 'react';
import type { Expression } from './expression';

/**
 * Plume, Clausier's mascot: a small tawny owl in a French lawyer's robe with its white rabat.
 * Inline SVG (no request, crisp at any size, CSP-friendly), decorative: the bubble's text carries
 * the meaning, so the drawing is hidden from assistive technology.
 */

const C = {
  feather: '#b27a4c',
  featherDark: '#8c5a33',
  face: '#f5e6cf',
  faceLine: '#e2c9a4',
  robe: '#1c3a62',
  robeDark: '#142a47',
  robeLight: '#2c5c99',
  rabat: '#ffffff',
  rabatLine: '#c9d6e6',
  beak: '#eda53a',
  beakDark: '#c9821f',
  iris: '#f4b942',
  pupil: '#1d1b26',
  ink: '#3b2716',
  blush: '#f08f7a',
  spark: '#f4b942',
} as const;

function Eye({ cx, cy, look }: { cx: number; cy: number; look: { x: number; y: number } }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={14} fill="#fff" />
      <circle cx={cx + look.x} cy={cy + look.y} r={9} fill={C.iris} />
      <circle cx={cx + look.x} cy={cy + look.y} r={5.5} fill={C.pupil} />
      <circle cx={cx + look.x + 2.5} cy={cy + look.y - 2.5} r={2} fill="#fff" />
    </g>
  );
}

function Eyes({ expression }: { expression: Expression }) {
  if (expression === 'happy') {
    // Closed, smiling eyes: upward arcs.
    return (
      <g fill="none" stroke={C.ink} strokeWidth={4} strokeLinecap="round">
        <path d="M50 68 Q62 55 74 68" />
        <path d="M86 68 Q98 55 110 68" />
      </g>
    );
  }
  const look =
    expression === 'pensive'
      ? { x: 3.5, y: -4 }
      : expression === 'motivated'
        ? { x: 0, y: 1 }
        : { x: 1, y: 1 };
  return (
    <g>
      <Eye cx={62} cy={66} look={look} />
      <Eye cx={98} cy={66} look={look} />
      {expression === 'pensive' && (
        // Heavy upper lids: the owl is thinking it over.
        <g fill={C.face}>
          <path d="M47 62 Q62 47 77 62 L77 56 Q62 44 47 56 Z" />
          <path d="M83 62 Q98 47 113 62 L113 56 Q98 44 83 56 Z" />
          <path
            d="M47 62 Q62 52 77 62"
            fill="none"
            stroke={C.ink}
            strokeWidth={2.5}
            strokeLinecap="round"
          />
          <path
            d="M83 62 Q98 52 113 62"
            fill="none"
            stroke={C.ink}
            strokeWidth={2.5}
            strokeLinecap="round"
          />
        </g>
      )}
    </g>
  );
}

function Brows({ expression }: { expression: Expression }) {
  const paths: Record<Expression, [string, string]> = {
    default: ['M50 47 Q62 42 73 46', 'M87 46 Q98 42 110 47'],
    happy: ['M50 45 Q62 39 73 44', 'M87 44 Q98 39 110 45'],
    pensive: ['M50 44 Q62 40 73 45', 'M87 42 Q99 35 110 40'],
    // Brows slanting down to the centre: determined.
    motivated: ['M49 43 Q62 45 74 52', 'M86 52 Q98 45 111 43'],
  };
  const [left, right] = paths[expression];
  return (
    <g fill="none" stroke={C.featherDark} strokeWidth={5} strokeLinecap="round">
      <path d={left} />
      <path d={right} />
    </g>
  );
}

function Beak({ expression }: { expression: Expression }) {
  if (expression === 'happy') {
    return (
      <g>
        <path d="M72 78 Q80 74 88 78 L84 84 Q80 86 76 84 Z" fill={C.beak} />
        <path d="M75 85 Q80 93 85 85 Z" fill={C.blush} />
        <path d="M75 85 Q80 93 85 85" fill="none" stroke={C.beakDark} strokeWidth={1.5} />
      </g>
    );
  }
  return (
    <g>
      <path d="M72 78 Q80 74 88 78 L80 91 Z" fill={C.beak} />
      <path
        d="M80 91 L84 84 L88 78"
        fill="none"
        stroke={C.beakDark}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A sleeve of the robe with the wing-tip feathers peeking out; rotated around the shoulder. */
function Wing({
  side,
  angle,
  children,
}: {
  side: 'left' | 'right';
  angle: number;
  children?: ReactNode;
}) {
  const mirror = side === 'right' ? 'translate(160 0) scale(-1 1)' : undefined;
  return (
    <g transform={mirror}>
      <g transform={`rotate(${angle} 40 98)`}>
        <path
          d="M40 92 C28 100 22 116 26 130 C32 132 40 128 44 122 C48 112 48 100 40 92 Z"
          fill={C.robeDark}
        />
        <path
          d="M26 130 C24 138 30 142 34 138 C34 142 40 143 42 138 C44 136 44 128 44 122 C40 128 32 132 26 130 Z"
          fill={C.feather}
        />
        <path
          d="M32 134 L33 139 M38 133 L39 139"
          stroke={C.featherDark}
          strokeWidth={1.5}
          strokeLinecap="round"
        />
        {children}
      </g>
    </g>
  );
}

function Quill() {
  // Held by the raised wing in the motivated pose.
  return (
    <g transform="translate(36 136) rotate(188) scale(0.85)">
      <path
        d="M0 0 C-6 -14 -4 -30 6 -40 C8 -28 6 -12 2 0 Z"
        fill="#fff8ec"
        stroke={C.robeLight}
        strokeWidth={1.2}
      />
      <path d="M2 2 L5 -36" stroke={C.rabatLine} strokeWidth={1} />
      <path d="M0 0 L3 8 L4 0 Z" fill={C.pupil} />
    </g>
  );
}

function Extras({ expression }: { expression: Expression }) {
  if (expression === 'happy') {
    return (
      <g fill={C.blush} opacity={0.55}>
        <ellipse cx={48} cy={82} rx={7} ry={4} />
        <ellipse cx={112} cy={82} rx={7} ry={4} />
      </g>
    );
  }
  if (expression === 'pensive') {
    // A little thought trail.
    return (
      <g fill={C.robeLight}>
        <circle cx={132} cy={30} r={3} />
        <circle cx={140} cy={20} r={4.5} />
        <circle cx={150} cy={8} r={6} />
      </g>
    );
  }
  if (expression === 'motivated') {
    return (
      <g fill={C.spark}>
        <path d="M20 40 L23 48 L31 51 L23 54 L20 62 L17 54 L9 51 L17 48 Z" />
        <path d="M34 18 L35.5 22 L39.5 23.5 L35.5 25 L34 29 L32.5 25 L28.5 23.5 L32.5 22 Z" />
      </g>
    );
  }
  return null;
}

const WING_ANGLES: Record<Expression, { left: number; right: number }> = {
  default: { left: 0, right: 0 },
  happy: { left: 38, right: 38 },
  pensive: { left: 0, right: -100 },
  motivated: { left: 0, right: 150 },
};

export type MascotProps = { expression?: Expression; className?: string };

export function Mascot({ expression = 'default', className }: MascotProps) {
  const wings = WING_ANGLES[expression];
  return (
    <svg
      viewBox="0 0 160 160"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-expression={expression}
    >
      <ellipse cx={80} cy={151} rx={40} ry={5} fill="#1c3a62" opacity={0.14} />
      {/* Ear tufts */}
      <path d="M48 36 L38 12 Q52 19 62 28 Z" fill={C.featherDark} />
      <path d="M112 36 L122 12 Q108 19 98 28 Z" fill={C.featherDark} />
      {/* Head and body in one egg shape, as owls are */}
      <path
        d="M80 20 C114 20 132 46 132 80 C132 118 110 146 80 146 C50 146 28 118 28 80 C28 46 46 20 80 20 Z"
        fill={C.feather}
      />
      {/* Feet */}
      <g fill={C.beak}>
        <ellipse cx={66} cy={146} rx={8} ry={4} />
        <ellipse cx={94} cy={146} rx={8} ry={4} />
      </g>
      {/* Robe, with the V neck showing the chest feathers */}
      <path
        d="M80 146 C58 146 40 132 33 108 C44 100 56 96 66 96 L80 122 L94 96 C104 96 116 100 127 108 C120 132 102 146 80 146 Z"
        fill={C.robe}
      />
      <path d="M66 96 L80 122 L94 96 C88 100 72 100 66 96 Z" fill={C.face} />
      <path
        d="M72 104 q2 3 4 0 M80 108 q2 3 4 0 M76 113 q2 3 4 0"
        fill="none"
        stroke={C.faceLine}
        strokeWidth={1.5}
        strokeLinecap="round"
      />
      <g stroke={C.robeDark} strokeWidth={2} strokeLinecap="round" fill="none">
        <path d="M62 112 Q60 128 62 142" />
        <path d="M98 112 Q100 128 98 142" />
        <path d="M80 126 L80 145" />
      </g>
      {/* The rabat: the lawyer's two white bands */}
      <g>
        <path
          d="M74 98 L79 98 L79 118 Q76.5 121 74 118 Z"
          fill={C.rabat}
          stroke={C.rabatLine}
          strokeWidth={1}
        />
        <path
          d="M81 98 L86 98 L86 118 Q83.5 121 81 118 Z"
          fill={C.rabat}
          stroke={C.rabatLine}
          strokeWidth={1}
        />
        <rect
          x={72}
          y={94}
          width={16}
          height={6}
          rx={3}
          fill={C.rabat}
          stroke={C.rabatLine}
          strokeWidth={1}
        />
      </g>
      {/* Facial disc */}
      <path
        d="M80 50 C70 36 40 38 40 66 C40 86 58 96 80 98 C102 96 120 86 120 66 C120 38 90 36 80 50 Z"
        fill={C.face}
      />
      <Brows expression={expression} />
      <Eyes expression={expression} />
      <Beak expression={expression} />
      <Extras expression={expression} />
      <Wing side="left" angle={wings.left} />
      <Wing side="right" angle={wings.right}>
        {expression === 'motivated' && <Quill />}
      </Wing>
    </svg>
  );
}
