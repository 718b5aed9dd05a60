#!/usr/bin/env node
// Draws the app icons (the favicon's "R" mark) as PNGs with no image library and no downloads:
// a tiny signed-distance rasteriser with 4x4 supersampling and a PNG encoder on node:zlib.
//   node scripts/icons/make-icons.mjs   → public/icons/*.png
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../public/icons');
// Mantine blue 8: white on it passes WCAG AA, like the app's filled buttons.
export const BRAND = [0x19, 0x71, 0xc2];
const WHITE = [255, 255, 255];

// The favicon's mark in its 64-unit box: M18 44 V20 H32 A8 8 0 0 1 32 36 H26 L36 44, stroke 5.
const SEGMENTS = [
  [18, 44, 18, 20],
  [18, 20, 32, 20],
  [32, 36, 26, 36],
  [26, 36, 36, 44],
];
const ARC = { cx: 32, cy: 28, r: 8 }; // the right half circle from (32,20) to (32,36)
const HALF_STROKE = 2.5;

function distanceToSegment(px, py, [ax, ay, bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function distanceToArc(px, py) {
  if (px >= ARC.cx) return Math.abs(Math.hypot(px - ARC.cx, py - ARC.cy) - ARC.r);
  return Math.min(
    Math.hypot(px - ARC.cx, py - (ARC.cy - ARC.r)),
    Math.hypot(px - ARC.cx, py - (ARC.cy + ARC.r)),
  );
}

function onMark(x, y) {
  const d = Math.min(distanceToArc(x, y), ...SEGMENTS.map((s) => distanceToSegment(x, y, s)));
  return d <= HALF_STROKE;
}

function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return Math.hypot(x - cx, y - cy) <= radius && x >= 0 && x <= 64 && y >= 0 && y <= 64;
}

/**
 * RGBA pixels of the icon. `maskable`: full-bleed background and the mark shrunk into the
 * central safe zone (platforms cut maskable icons to circles or squircles).
 */
export function drawIcon(size, { maskable = false } = {}) {
  const pixels = Buffer.alloc(size * size * 4);
  const SAMPLES = 4;
  const markScale = maskable ? 0.72 : 1;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 64;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 64;
          if (!maskable && !inRoundedSquare(x, y, 14)) continue;
          background += 1;
          const mx = 32 + (x - 32) / markScale;
          const my = 32 + (y - 32) / markScale;
          if (onMark(mx, my)) mark += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const i = (py * size + px) * 4;
      const m = background ? mark / background : 0;
      for (let c = 0; c < 3; c += 1) pixels[i + c] = Math.round(BRAND[c] * (1 - m) + WHITE[c] * m);
      pixels[i + 3] = Math.round((background / total) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGBA PNG. */
export function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0; // no filter
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const ICONS = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(OUT, { recursive: true });
  for (const { file, size, maskable } of ICONS) {
    const png = encodePng(size, drawIcon(size, { maskable }));
    writeFileSync(join(OUT, file), png);
    console.log(`wrote public/icons/${file} (${png.length} bytes)`);
  }
}
