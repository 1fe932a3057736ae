export * from "./roles.js";
export * from "./permissions.js";
export * from "./status.js";
export * from "./quote-rules.js";
export * from "./messages.js";
export * from "./validation.js";
export * from "./agent.js";
export * from "./api/index.js";
