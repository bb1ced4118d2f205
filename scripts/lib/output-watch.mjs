// Watches a child process's output for a string while it is passed through: `npm test` fails
// when its emulator run prints MetadataLookupWarning (a Google client library asking the cloud
// metadata server, an address off this machine, who it runs as).

/** The warning Google client libraries print when they probe the cloud metadata server. */
export const METADATA_WARNING = 'MetadataLookupWarning';

/** A watch for `needle` over one stream's chunks, in order; it also matches across chunks. */
export function createOutputWatch(needle) {
  let tail = '';
  let found = false;
  return {
    /** Takes the next chunk of text; true once the needle has been seen. */
    push(chunk) {
      const text = tail + chunk;
      found ||= text.includes(needle);
      tail = text.slice(Math.max(0, text.length - (needle.length - 1)));
      return found;
    },
    get found() {
      return found;
    },
  };
}
