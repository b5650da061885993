import { useRef, useState, type PointerEvent } from 'react';
import { Button } from '@web/components/ui/button';

const WIDTH = 480;
const HEIGHT = 140;

/**
 * An optional drawn signature: a pen on a canvas, kept as a small PNG. The
 * typed name is what signs; a drawing only adds a familiar mark, so the form never requires it
 * (and a keyboard-only signer loses nothing).
 */
export function SignaturePad({ onChange }: { onChange: (png: string | undefined) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#0f172a';
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!drawing.current || !context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setDrawn(true);
    onChange(canvas.current?.toDataURL('image/png'));
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    setDrawn(false);
    onChange(undefined);
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800" id="signature-pad-label">
        Signature dessinée (facultative)
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby="signature-pad-label"
        aria-describedby="signature-pad-hint"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        className="h-[140px] w-full max-w-[480px] touch-none rounded-lg border border-dashed border-slate-400 bg-white"
      />
      <p id="signature-pad-hint" className="text-xs text-slate-600">
        Dessinez avec la souris, le doigt ou un stylet. Votre nom saisi suffit à signer.
      </p>
      {drawn && (
        <Button variant="ghost" size="sm" className="self-start" onClick={clear}>
          Effacer le dessin
        </Button>
      )}
    </div>
  );
}
