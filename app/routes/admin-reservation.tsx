import { redirect } from "react-router";

export function loader() {
  return redirect("/auth");
}

export default function Page() {
  return null;
}
