// subset-font 2.9 ships no types: the part of its API build/web-fonts.ts uses.
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    variationAxes?: Record<string, Axis>;
    keepFeatures?: string[];
    noHinting?: boolean;
  };
  export default function subsetFont(
    font: Buffer,
    text: string | null | undefined,
    options?: Options,
  ): Promise<Buffer>;
}
