import { LockKeyhole } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { StaffShell } from "~/components/admin/staff-shell";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { safeNext } from "~/domain/admin/filters";
import { MAX_PASSWORD_LENGTH } from "~/domain/admin/passwords";
import { AUTH_TEXT } from "~/i18n/staff";
import { assertSameOrigin, isSignedIn, signIn } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { siteCookies } from "~/lib/cookies.server";
import { invalid, readForm, tooMany, validate } from "~/lib/form-action.server";
import { sessionCookie } from "~/lib/session.server";
import { staffMeta } from "~/seo/meta";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = staffMeta(AUTH_TEXT.metaTitle, AUTH_TEXT.metaDescription);

export { staffHeaders as headers } from "~/utils/route-headers";

export async function loader({ request }: Route.LoaderArgs) {
  if (await isSignedIn(request)) throw redirect("/");
  return { next: safeNext(new URL(request.url).searchParams.get("next")) };
}

const credentials = z.object({
  email: z
    .string()
    .trim()
    .min(1, AUTH_TEXT.emailRequired)
    .max(254, AUTH_TEXT.emailInvalid)
    .pipe(z.email(AUTH_TEXT.emailInvalid)),
  password: z.string().min(1, AUTH_TEXT.passwordRequired).max(MAX_PASSWORD_LENGTH, AUTH_TEXT.invalid),
});

type ActionData = {
  error: string;
  email: string;
  fieldErrors?: Partial<Record<"email" | "password", string>>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { env, clientIp } = context.get(requestInfoContext);
  assertSameOrigin(request, env.SITE_URL);
  const fields = await readForm(request);
  const email = (fields.email ?? "").slice(0, 300);
  const checked = validate(credentials, { email, password: fields.password ?? "" });
  if (!checked.ok)
    return invalid<ActionData>({ error: AUTH_TEXT.invalid, email, fieldErrors: checked.errors });
  const cookies = siteCookies(env);
  const device = await cookies.signInDevice.parse(request.headers.get("Cookie"));
  const result = await signIn({ ...checked.data, ip: clientIp, device }, env);
  if (!result.ok) {
    return result.reason === "throttled"
      ? tooMany<ActionData>({ error: AUTH_TEXT.throttled, email }, { retryAfter: result.retryAfterSeconds })
      : invalid<ActionData>({ error: AUTH_TEXT.invalid, email }, 401);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookie(result.token, env));
  headers.append("Set-Cookie", await cookies.signInDevice.serialize(result.device));
  throw redirect(safeNext(fields.next ?? ""), { headers });
}

export default function Auth(props: Route.ComponentProps) {
  return (
    <StaffShell staff={null} awaiting={null}>
      <SignInCard {...props} />
    </StaffShell>
  );
}

function SignInCard({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const toast = useToast();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;

  useEffect(() => {
    if (!actionData?.error) return;
    toast({ title: AUTH_TEXT.errorTitle, description: actionData.error, variant: "destructive" });
    if (passwordRef.current) {
      passwordRef.current.value = "";
      passwordRef.current.focus();
    }
  }, [actionData, toast]);

  return (
    <section className="bg-ivory-100 py-16 md:py-24">
      <div className="container-page">
        <div className="mx-auto max-w-md rounded-2xl border border-ivory-300 bg-white p-8 shadow-sm md:p-10">
          <div className="flex items-center gap-3 text-gold-700">
            <LockKeyhole className="size-5" aria-hidden="true" />
            <p className="eyebrow">{AUTH_TEXT.eyebrow}</p>
          </div>
          <h1 className="mt-4 text-4xl text-navy-900">{AUTH_TEXT.title}</h1>
          <p className="mt-3 text-muted">{AUTH_TEXT.intro}</p>
          <Form method="post" className="mt-8 space-y-5" data-hydrated={hydrated || undefined}>
            <input type="hidden" name="next" value={loaderData.next} />
            <TextField
              label={AUTH_TEXT.email}
              name="email"
              type="email"
              required
              autoComplete="username"
              defaultValue={actionData?.email ?? ""}
              error={actionData?.fieldErrors?.email}
            />
            <TextField
              ref={passwordRef}
              label={AUTH_TEXT.password}
              name="password"
              type="password"
              required
              autoComplete="current-password"
              error={actionData?.fieldErrors?.password}
            />
            {actionData?.error && !actionData.fieldErrors ? (
              <p className="rounded-lg border border-danger/30 bg-[#fdf0ee] px-4 py-3 text-sm font-medium text-[#7a1a12]">
                {actionData.error}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={submitting}
              className={buttonClass({ variant: "secondary", className: "w-full" })}
            >
              {submitting ? AUTH_TEXT.submitting : AUTH_TEXT.submit}
            </button>
          </Form>
          <p className="mt-8 text-center text-sm">
            <Link to="/" className="rounded text-gold-700 underline underline-offset-4 hover:text-navy-900">
              {AUTH_TEXT.backHome}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
