import { useEffect, useRef, useState } from 'react';

/** A chosen file and an object URL to show it before it is uploaded. */
export interface FilePreview {
  file: File;
  url: string;
}

/**
 * The file a form will upload (an image, say), with a URL for its preview. `choose(file)` checks it
 * with `problemOf`: a refused file is no choice at all (the native input, given the returned ref, is
 * emptied, so it never shows a file that will not be sent) and `problem` says why until the next
 * choice. `clear()` forgets the file (after it is saved). Each URL is released when replaced and on
 * leaving. Returns `[file, inputRef]`.
 */
export function useFilePreview(problemOf: (file: File) => string | null = () => null) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<FilePreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const clear = () => {
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  const choose = (file: File | null) => {
    const refused = file ? problemOf(file) : null;
    setProblem(refused);
    if (!file || refused) return clear();
    setPreview({ file, url: URL.createObjectURL(file) });
  };
  return [{ preview, problem, choose, clear }, inputRef] as const;
}
