// As in production (see the Dockerfile): a bounded old generation and a smaller young one keep the
// resident memory lower under load. 256 MB leaves the largest request the API accepts (an article at its
// HTML limits, sanitized and diffed) many times over: see "Limites" in docs/operations.md.
export const API_NODE_FLAGS = ['--enable-source-maps', '--max-old-space-size=256', '--max-semi-space-size=16'];
