/** Any http(s) URL (the server also refuses blocked simulation providers). */
export const isWebUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};
