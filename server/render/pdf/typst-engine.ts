import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type * as NativeCompiler from '@myriaddreamin/typst-ts-node-compiler';
import type * as WasmCompiler from '@myriaddreamin/typst-ts-web-compiler';
import { BODY_PT, MARKER_HANG_PT, PARAGRAPH_STYLES } from '@core/document/styles';
import type { PageLayout } from '@core/document/page-layout';
import type { PdfAssets } from './assets';

/** One Typst compiler bound to the contract template: document JSON in, PDF bytes out. */
export type TypstEngine = {
  readonly kind: 'native' | 'wasm';
  compile(documentJson: string, layout?: PageLayout): Uint8Array;
};

export type EngineKind = TypstEngine['kind'];

const MAIN = '/contract.typ';

/** The paragraph styles (core/document/styles.ts), read by the template as `sys.inputs.presentation`. */
const PRESENTATION = JSON.stringify({
  bodyPt: BODY_PT,
  hangPt: MARKER_HANG_PT,
  styles: PARAGRAPH_STYLES,
});

export class TypstCompileError extends Error {}

/** Which engine to use: CLAUSIER_PDF_ENGINE=wasm forces the fallback (CI runs one test so). */
export function requestedEngine(env: NodeJS.ProcessEnv = process.env): EngineKind | 'auto' {
  const value = env.CLAUSIER_PDF_ENGINE;
  return value === 'wasm' || value === 'native' ? value : 'auto';
}

/**
 * The native napi compiler (linux-x64 gnu/musl only in 0.7.0). Fonts are passed as blobs and the
 * template sets `fallback: false`, so the host's fonts are never used for the text.
 */
export function createNativeEngine(assets: PdfAssets): TypstEngine {
  const require = createRequire(import.meta.url);
  const { NodeCompiler } =
    require('@myriaddreamin/typst-ts-node-compiler') as typeof NativeCompiler;
  const compiler = NodeCompiler.create({ fontArgs: [{ fontBlobs: assets.fonts }] });
  return {
    kind: 'native',
    compile(documentJson, layout = 'paper') {
      const result = compiler.compile({
        mainFileContent: assets.template,
        inputs: { document: documentJson, presentation: PRESENTATION, layout },
      });
      const doc = result.result;
      if (!doc) {
        const diagnostics = result.takeDiagnostics();
        const details = diagnostics ? compiler.fetchDiagnostics(diagnostics) : [];
        throw new TypstCompileError(
          `Typst compile failed: ${JSON.stringify(details).slice(0, 2000)}`,
        );
      }
      const pdf = compiler.pdf(doc);
      // Age out memoised layouts (10 compiles, the value typst.ts suggests). With the event loop
      // turning between compiles (worker.ts) RSS stays flat; without either it grows ~0.7 MB/PDF.
      compiler.evictCache(10);
      return pdf;
    },
  };
}

type WasmModule = typeof WasmCompiler;

/** The WASM build of the same Typst version, for platforms without a native binary. */
export async function createWasmEngine(assets: PdfAssets): Promise<TypstEngine> {
  const wasm: WasmModule = await import('@myriaddreamin/typst-ts-web-compiler');
  const require = createRequire(import.meta.url);
  const wasmPath = require.resolve('@myriaddreamin/typst-ts-web-compiler/wasm');
  wasm.initSync({ module: readFileSync(wasmPath) });
  const builder = new wasm.TypstCompilerBuilder();
  builder.set_dummy_access_model();
  for (const font of assets.fonts) await builder.add_raw_font(new Uint8Array(font));
  const compiler = await builder.build();
  compiler.add_source(MAIN, assets.template);
  return {
    kind: 'wasm',
    compile(documentJson, layout = 'paper') {
      try {
        // diagnostics format 0: the artifact itself (a Uint8Array); errors are thrown.
        return compiler.compile(
          MAIN,
          [
            ['document', documentJson],
            ['presentation', PRESENTATION],
            ['layout', layout],
          ],
          'pdf',
          0,
        ) as Uint8Array;
      } catch (error) {
        throw new TypstCompileError(`Typst (wasm) compile failed: ${String(error).slice(0, 2000)}`);
      }
    },
  };
}

/** Native when it loads, WASM otherwise (or when forced). */
export async function createTypstEngine(
  assets: PdfAssets,
  wanted: EngineKind | 'auto' = requestedEngine(),
): Promise<TypstEngine> {
  if (wanted === 'wasm') return createWasmEngine(assets);
  try {
    return createNativeEngine(assets);
  } catch (error) {
    if (wanted === 'native') throw error;
    return createWasmEngine(assets);
  }
}
