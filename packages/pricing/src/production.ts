// Cut lists from the pricing rules (subpath `@screens/pricing/production`; docs/pricing.md, "Cut
// lists"). Loads zod, the price book and the production book.
export {
  ProductionBookSchema,
  ProductionBookError,
  loadProductionBook,
  productionBookGaps,
  type ProductionBook,
  type ProductionRetention,
} from "./production/book";
export { defaultProductionBook } from "./production/default-book";
export type { Choice } from "./production/choice";
export type { FabricCut, FabricStrip } from "./production/fabric";
export {
  cutList,
  cutListValidated,
  cutRows,
  type CutList,
  type CutListOptions,
  type CutListResult,
  type CutRow,
  type FrameFinish,
  type Side,
  type StockMaxima,
  type TrackCut,
  type ZipperCut,
} from "./production/cut-list";
export { formatCutList } from "./production/table";
export {
  planFabric,
  fabricRequirements,
  type FabricPiece,
  type FabricShelf,
  type FabricPlan,
  type FabricRequirement,
} from "./production/fabric-plan";
