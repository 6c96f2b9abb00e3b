import { recordBuild } from "./build-state.mjs";

recordBuild();
