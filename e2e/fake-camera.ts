import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM } from './env.ts';

/*
 * A camera for the browser suite: Chromium's fake capture device plays a Y4M file, made here from a
 * printed PDF (rendered by pdftoppm in grey), so a journey scans what a person would hold up.
 */

const WIDTH = 640;
const HEIGHT = 480;

/** The top-left 640 × 480 pixels of the PDF's first page at `dpi`, grey, as a Y4M clip of a few frames. */
export function y4mOfPdf(pdf: string, dpi: number, out: string) {
  const base = path.join(path.dirname(out), path.basename(out, '.y4m'));
  execFileSync('pdftoppm', ['-gray', '-r', String(dpi), '-singlefile', pdf, base]);
  const pgm = fs.readFileSync(`${base}.pgm`);
  // P5 <width> <height> 255, then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = pgm.subarray(header[0].length);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < Math.min(height, HEIGHT); y++)
    pixels.copy(luma, y * WIDTH, y * width, y * width + Math.min(width, WIDTH));
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const clip = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)];
  for (let i = 0; i < 10; i++) clip.push(frame);
  fs.writeFileSync(out, Buffer.concat(clip));
  return out;
}

/** A Chromium whose camera plays `y4m` (permission granted without asking). */
export function browserWithCamera(y4m: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM.executablePath,
    args: [
      ...CHROMIUM.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${y4m}`,
    ],
  });
}
