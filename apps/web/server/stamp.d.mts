// Types of stamp.mjs.
export const STAMPED: unique symbol;
