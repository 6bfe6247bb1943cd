/**
 * The type of an answer as the client parses it: where a response schema lets the server hand a Date
 * (written as an ISO date-time string by the serializer), the client reads a string. Derive a DTO type
 * as `Wire<z.output<typeof schema>>`, so the server keeps its rows as they are and the client sees JSON.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Wire<Item>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
