// The process's entry. React, React Router and Express pick their production builds by NODE_ENV as
// they load, and run their development builds without it (a document renders ~1.4x slower). So the
// default is set before anything loads them (server.ts is imported after); the product's own
// defaults (demo data, logged links: config/env.ts) still follow the operator's NODE_ENV, or its
// absence.
const operatorNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV ??= "production";

try {
  const { startServer } = await import("./server.js");
  await startServer({ ...process.env, NODE_ENV: operatorNodeEnv });
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

export {};
