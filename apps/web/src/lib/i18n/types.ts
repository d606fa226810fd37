/** A catalogue's shape: English's, with any text in place of each English string. */
export type Strings<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Strings<U>[]
    : { readonly [K in keyof T]: Strings<T[K]> };
