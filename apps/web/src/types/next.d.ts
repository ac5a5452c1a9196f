// Next's ambient types (CSS imports, images), also present in the generated next-env.d.ts,
// so `npm run typecheck` works before the first `next build`.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
