import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  HIDDEN_CHARACTERS,
  removeHtmlComments
} from "./cli-chunk-47CU3EAA.js";

// src/core/safety/sanitize.ts
var HIDDEN = new RegExp(`[${HIDDEN_CHARACTERS}]`, "g");
var CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
function sanitizeUntrusted(text, maxChars = 5e4) {
  const clean = removeHtmlComments(String(text ?? "").replace(/\r\n?/g, "\n")).replace(HIDDEN, "").replace(CONTROL, "");
  if (clean.length <= maxChars) return clean;
  return `${clean.slice(0, maxChars)}
[\u2026 cut: ${clean.length - maxChars} more characters]`;
}
function fence(tag, text) {
  const name = tag.replace(/[^a-z0-9_-]/gi, "");
  const inner = sanitizeUntrusted(text).replace(new RegExp(`<(/?)\\s*${name}\\b`, "gi"), `\u2039$1${name}`);
  return `<${name}>
${inner}
</${name}>`;
}
function noteImages(text) {
  return String(text ?? "").replace(/!\[([^[\]\n]*)\]\([^()\s]*(?:[ \t]+"[^"\n]*")?\)/g, (_, alt) => imageNote(alt)).replace(/<img\b[^<>]*>/gi, (tag) => imageNote(/\balt\s*=\s*"([^"<>]*)"/i.exec(tag)?.[1] ?? ""));
}
var imageNote = (alt) => {
  const label = alt.replace(/\s+/g, " ").trim();
  return label ? `[image not read: ${label}]` : "[image not read]";
};

export {
  sanitizeUntrusted,
  fence,
  noteImages
};
