// fontkit ships no types; the PDF only hands its parsed fonts to pdfkit.
declare module "fontkit" {
  export type Font = { layout: (...args: unknown[]) => unknown; postscriptName: string };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
