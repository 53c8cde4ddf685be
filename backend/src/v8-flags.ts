import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by the API. V8 allocates objects from code whose earlier objects often outlived a
 * young collection straight in the old generation ("pretenuring"). A server render's objects only
 * live for the render, but at fifty concurrent requests some did survive, and from then on each render
 * allocated part of its objects in the old generation, where they held young ones alive until the next
 * full collection: twice as many full collections, and a full collection is what makes an uncached
 * page's slowest requests (docs/performance.md).
 */
setFlagsFromString('--no-allocation-site-pretenuring');
