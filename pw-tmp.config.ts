import base from "/work/wt/plumbing/playwright.config";
export default { ...base, webServer: undefined, use: { ...base.use, baseURL: "http://localhost:3230" } };
