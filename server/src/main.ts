import { start } from './start';

// Development (`npm run dev`, tsx). Production runs the built bundle (scripts/build-server.mjs).
await start();
