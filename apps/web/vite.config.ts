import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const API = 'http://localhost:3000';

/** GET of these paths is a page of the SPA; only other methods go to the API. */
const apiUnlessGet: ProxyOptions = {
  target: API,
  bypass: (req) => (req.method === 'GET' || req.method === 'HEAD' ? '/index.html' : undefined),
};

// Keys starting with ^ are regular expressions: '/login' must not also catch '/loginselect'.
const proxy: Record<string, string | ProxyOptions> = {
  '^/api(/|$)': API,
  '^/register(\\?|$)': API,
  '^/login(\\?|$)': apiUnlessGet,
  '^/send-otp(\\?|$)': API,
  '^/reset-password(\\?|$)': API,
  // The teacher calls the spec documents at the root.
  '^/(getEducationDetails|getExperience|addExperience)(\\?|$)': API,
};

export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    sourcemap: false,
  },
});

/**
 * Writes .br and .gz beside each text asset after the build, so the server sends compressed files
 * (@fastify/static preCompressed) without compressing on every request.
 */
function precompress() {
  let outDir = 'dist';
  return {
    name: 'kaksha-precompress',
    apply: 'build' as const,
    configResolved(config: { build: { outDir: string }; root: string }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|html|json)$/.test(file) || file.endsWith('index.html')) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes));
      }
    },
  };
}
