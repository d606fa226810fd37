import type { PGlite } from '@electric-sql/pglite';

/** The parts of Emscripten's on-disk file system (NODEFS) this touches: a stream's file and its ops. */
interface FileNode {
  mode: number;
}
interface Stream {
  node: FileNode;
}
interface StreamOps {
  llseek(this: unknown, stream: Stream, offset: number, whence: number): number;
  write(this: unknown, stream: Stream, ...rest: unknown[]): number;
  setattr(this: unknown, stream: Stream, attributes: unknown): void;
}
interface NodeOps {
  setattr(this: unknown, node: FileNode, attributes: unknown): void;
}
interface EmscriptenModule {
  NODEFS?: { stream_ops: StreamOps; node_ops: NodeOps; [patched]?: true };
  FS: { isFile(mode: number): boolean };
}

const SEEK_END = 2;
const patched = Symbol('kaksha.fileSizes');

/**
 * PostgreSQL learns a relation's length with `lseek(fd, 0, SEEK_END)` each time a scan of it starts:
 * the users list's page (twenty rows, four correlated subqueries each) asks eighty times. Emscripten's
 * on-disk file system (NODEFS, an installed PGlite's data directory) answers each with
 * `fs.fstatSync`, a Stats object built on the thread that serves requests: a third of that
 * statement's time (docs/benchmarks.md, "PGlite remembers its files' sizes", decision 037).
 *
 * Only this process writes its data directory (PGlite is single-user), and every change of a file's
 * length passes through the file system's `write` or `setattr` (extend, truncate), so a file's size
 * is remembered from one `SEEK_END` to the next and forgotten on any write or truncation of it: a
 * read asks the disk once per file, a write costs what it did. Called once PGlite has loaded; a
 * PGlite in memory (MEMFS: the tests' copies of a template) does not use NODEFS, whose ops are then
 * patched but never called.
 */
export function rememberFileSizes(client: PGlite): void {
  const module = client.Module as unknown as EmscriptenModule;
  const nodefs = module.NODEFS;
  if (!nodefs || nodefs[patched]) return; // NODEFS is one object per module; patch it once
  nodefs[patched] = true;
  const sizes = new WeakMap<FileNode, number>();
  const { stream_ops: streams, node_ops: nodes } = nodefs;
  const { llseek, write, setattr } = streams;
  const setNodeAttr = nodes.setattr;

  streams.llseek = function (stream, offset, whence) {
    if (whence !== SEEK_END || !module.FS.isFile(stream.node.mode))
      return llseek.call(this, stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      size = llseek.call(this, stream, 0, SEEK_END);
      sizes.set(stream.node, size);
    }
    // A position before the start is refused by the original, with its error.
    return offset + size < 0 ? llseek.call(this, stream, offset, whence) : offset + size;
  };
  streams.write = function (stream, ...rest) {
    sizes.delete(stream.node);
    return write.call(this, stream, ...rest);
  };
  streams.setattr = function (stream, attributes) {
    sizes.delete(stream.node);
    return setattr.call(this, stream, attributes);
  };
  nodes.setattr = function (node, attributes) {
    sizes.delete(node);
    return setNodeAttr.call(this, node, attributes);
  };
}
