import { type FileType, fileTypeOfMime } from "@cortege/domain";
import { fileTypeFromBuffer } from "file-type";

// What may precede the root element of an SVG file: a BOM, blanks, the XML declaration, comments,
// processing instructions and a doctype (with its internal subset).
const SVG_PREAMBLE = /^(?:\uFEFF|\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)*/i;

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 8192).toString("utf8");
  const rest = head.replace(SVG_PREAMBLE, "");
  return /^<svg[\s/>]/i.test(rest);
}

/**
 * The type of a file from its bytes, never from its name: magic numbers for the binary formats,
 * the root element for SVG (text). Null when it is none of the spec's types.
 */
export async function detectFileType(bytes: Buffer): Promise<FileType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && found.mime !== "application/xml") return fileTypeOfMime(found.mime);
  return looksLikeSvg(bytes) ? "SVG" : null;
}
