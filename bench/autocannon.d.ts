// autocannon 8 ships no types: the part of its API the API benchmark uses.
declare module 'autocannon' {
  type Options = {
    url: string;
    headers?: Record<string, string>;
    duration?: number;
    connections?: number;
  };
  type Result = {
    requests: { average: number };
    non2xx: number;
    errors: number;
    /** Answers by status code, e.g. `{ "200": { count: 336 }, "503": { count: 28931 } }`. */
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
