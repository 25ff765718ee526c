import data from './gazetteer/places.json';
import { createGazetteer, installGazetteer, type GazetteerData } from './gazetteer';

/**
 * The gazetteer with its data, loaded. The server imports this; the web imports it with a
 * dynamic import() only (web/src/lib/gazetteer.ts), so its 200 KiB never weigh on the first screen.
 */
export const gazetteer = installGazetteer(createGazetteer(data as unknown as GazetteerData));
export const gazetteerSource = (data as unknown as GazetteerData).source;
export { isCityOf, placeName } from './gazetteer';
