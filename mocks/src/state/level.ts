/** Level: seller levels and the express lane (packages and purchases). */
import type { ExpressPackage, ExpressPurchase, Level } from '../types.ts';

export interface LevelState {
  levels: Level[];
  expressPackages: ExpressPackage[];
  expressPurchases: ExpressPurchase[];
}
