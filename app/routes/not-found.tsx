import { NotFoundView } from "~/components/site/not-found";
import { log } from "~/lib/logger.server";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  log.warn("page not found", { path: url.pathname, method: request.method });
  throw new Response("Not Found", { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  log.warn("page not found", { path: new URL(request.url).pathname, method: request.method });
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundView />;
}
