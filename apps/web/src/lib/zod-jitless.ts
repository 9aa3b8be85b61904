// zod reads `jitless` when a schema is built, not when it is used: this module must run before any
// schema module, which is why lib/schemas imports it first (imports run in the order they are written).
// Without it, each object schema asks once whether it may compile code (a caught `new Function('')`)
// and compiles its validator on first use; under our CSP (no 'unsafe-eval') that is a
// `securitypolicyviolation` in every browser, and zod's JIT would be useless there anyway.
import { z } from 'zod';

z.config({ jitless: true });
