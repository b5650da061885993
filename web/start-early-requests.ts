import { startEarlyFetches } from './lib/early-fetch';
import { earlyRequests } from '@core/site/early-requests';

// Imported by main.tsx before the router, whose creation starts loading the page's chunk: the
// session and the page's first reads leave at the same moment (web/lib/early-fetch.ts).
startEarlyFetches(earlyRequests(window.location.pathname));
