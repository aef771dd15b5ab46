// `npm run build`: gatsby build, and only when it succeeded, switch the served build to it
// (.builds/current, read by the server). A failed build leaves the served one as it was.
import { build } from './lib/setup.mjs';

const { code } = await build();
process.exit(code);
