import { KeyRound, UserPlus } from "lucide-react";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { FieldRows, type FieldSpec, IntentButton, StaffCard } from "~/components/admin/form-parts";
import { StaffBar } from "~/components/admin/staff-bar";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { parseAccountChange } from "~/domain/admin/accounts";
import { formatDateTime } from "~/domain/admin/format";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/domain/admin/passwords";
import { hasControlCharacters } from "~/domain/control-characters";
import { UUID } from "~/domain/ids";
import { ACCOUNTS_TEXT, ROLE_LABELS } from "~/i18n/staff";
import { listAccounts } from "~/lib/admin-store.server";
import { addStaffAccount, assertSameOrigin, changeAccount, requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import type { Env } from "~/lib/env.server";
import { invalid, readForm, validate } from "~/lib/form-action.server";
import { log } from "~/lib/logger.server";
import { flashCookie } from "~/lib/session.server";
import { staffMeta } from "~/seo/meta";
import type { Route } from "./+types/admin-accounts";

export const meta: Route.MetaFunction = staffMeta(ACCOUNTS_TEXT.metaTitle, ACCOUNTS_TEXT.intro);

export { ErrorBoundary, headers } from "~/components/admin/staff-route";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, { role: "admin" });
  return { accounts: await listAccounts(), me: staff.user.id };
}

/** A change to an existing account: role, deactivation, reactivation, new password (shown once). */
async function changeExisting(fields: Record<string, string | undefined>, actorId: string, env: Env) {
  const change = parseAccountChange(fields.intent, fields.role);
  const targetId = fields.accountId ?? "";
  if (!change || !UUID.test(targetId)) {
    return data({ changeError: ACCOUNTS_TEXT.refusals.invalid, accountId: targetId }, { status: 400 });
  }
  const result = await changeAccount({ actorId, targetId, change });
  if (!result.ok) {
    const status = result.error === "unchanged" ? 409 : 403;
    return data({ changeError: ACCOUNTS_TEXT.refusals[result.error], accountId: targetId }, { status });
  }
  if (result.password) {
    // Not a redirect: the password exists only in this answer, never stored, never in a URL.
    const accounts = await listAccounts();
    const email = accounts.find((a) => a.id === targetId)?.email ?? "";
    return data(
      { newPassword: { email, password: result.password } },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  throw redirect("/admin/accounts", { headers: { "Set-Cookie": await flashCookie("account-changed", env) } });
}

const accountSchema = z.object({
  email: z.string().trim().max(254, ACCOUNTS_TEXT.errors.email).pipe(z.email(ACCOUNTS_TEXT.errors.email)),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, ACCOUNTS_TEXT.errors.password)
    .max(MAX_PASSWORD_LENGTH, ACCOUNTS_TEXT.errors.password),
  fullName: z
    .string()
    .trim()
    .min(1, ACCOUNTS_TEXT.errors.fullName)
    .max(100, ACCOUNTS_TEXT.errors.fullName)
    .refine((value) => !hasControlCharacters(value), ACCOUNTS_TEXT.errors.fullName),
  role: z.enum(["admin", "staff"], ACCOUNTS_TEXT.errors.role),
});

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, { role: "admin" });
  const { env } = context.get(requestInfoContext);
  assertSameOrigin(request, env.SITE_URL);
  const fields = await readForm(request);
  if (fields.intent) return changeExisting(fields, staff.user.id, env);
  const values = {
    email: (fields.email ?? "").slice(0, 300),
    fullName: (fields.fullName ?? "").slice(0, 300),
    role: fields.role ?? "",
  };
  const checked = validate(accountSchema, { ...values, password: fields.password ?? "" });
  if (!checked.ok)
    return invalid({ error: ACCOUNTS_TEXT.errors.invalid, fieldErrors: checked.errors, values });
  const result = await addStaffAccount(checked.data);
  if (result === "exists") {
    const fieldErrors = { email: ACCOUNTS_TEXT.errors.exists };
    return invalid({ error: ACCOUNTS_TEXT.errors.exists, fieldErrors, values }, 409);
  }
  log.info("staff account created", { by: staff.user.id, role: checked.data.role });
  throw redirect("/admin/accounts", {
    headers: { "Set-Cookie": await flashCookie("account-created", env) },
  });
}

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, me } = loaderData;
  const toast = useToast();
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" &&
    navigation.formAction === "/admin/accounts" &&
    !navigation.formData?.get("intent");
  const created = actionData && "values" in actionData ? actionData : undefined;
  const changed = actionData && "changeError" in actionData ? actionData : undefined;
  const newPassword = actionData && "newPassword" in actionData ? actionData.newPassword : undefined;

  useEffect(() => {
    if (created?.error) {
      toast({ title: ACCOUNTS_TEXT.errorTitle, description: created.error, variant: "destructive" });
    }
    if (changed?.changeError) {
      toast({
        title: ACCOUNTS_TEXT.changeErrorTitle,
        description: changed.changeError,
        variant: "destructive",
      });
    }
  }, [created, changed, toast]);

  const errors: Partial<Record<keyof z.input<typeof accountSchema>, string>> = created?.fieldErrors ?? {};
  return (
    <>
      <StaffBar title={ACCOUNTS_TEXT.title} back={ACCOUNTS_TEXT.back}>
        <p className="mt-2 max-w-2xl text-muted">{ACCOUNTS_TEXT.intro}</p>
      </StaffBar>
      <div className="container-staff grid gap-8 py-8 lg:grid-cols-[1.3fr_1fr]">
        <section aria-labelledby="accounts-list" className="min-w-0">
          <h2 id="accounts-list" className="mb-4 font-sans text-lg font-semibold text-navy-900">
            {ACCOUNTS_TEXT.listTitle}
          </h2>
          {newPassword ? (
            <div
              role="status"
              className="mb-4 rounded-xl border border-gold-600 bg-gold-300/20 p-4"
              data-testid="new-password"
            >
              <p className="font-semibold text-navy-900">
                {ACCOUNTS_TEXT.newPasswordTitle(newPassword.email)}
              </p>
              <p className="mt-2 font-mono text-lg break-all text-navy-900 select-all">
                {newPassword.password}
              </p>
              <p className="mt-2 text-sm text-muted">{ACCOUNTS_TEXT.newPasswordText}</p>
            </div>
          ) : null}
          <ul className="space-y-3" aria-label={ACCOUNTS_TEXT.tableLabel}>
            {accounts.map((account) => (
              <AccountCard
                key={account.id}
                account={account}
                isMe={account.id === me}
                error={changed?.accountId === account.id ? changed.changeError : undefined}
              />
            ))}
          </ul>
        </section>
        <StaffCard id="accounts-add" title={ACCOUNTS_TEXT.addTitle}>
          <Form method="post" className="mt-4 space-y-4">
            <FieldRows fields={ACCOUNT_FIELDS} record={created?.values} errors={errors} />
            <RoleChoice
              legend={ACCOUNTS_TEXT.role}
              checked={created?.values.role ?? "staff"}
              labels={{ staff: ACCOUNTS_TEXT.roleStaff, admin: ACCOUNTS_TEXT.roleAdmin }}
              required
              error={errors.role}
            />
            <button type="submit" disabled={submitting} className={buttonClass({ variant: "secondary" })}>
              <UserPlus aria-hidden="true" />
              {submitting ? ACCOUNTS_TEXT.submitting : ACCOUNTS_TEXT.submit}
            </button>
          </Form>
        </StaffCard>
      </div>
    </>
  );
}

type AccountRow = Route.ComponentProps["loaderData"]["accounts"][number];

/** One account: who, role, state, and what an admin can do to it (each a small form of its own). */
function AccountCard({ account, isMe, error }: { account: AccountRow; isMe: boolean; error?: string }) {
  const active = account.deactivatedAt === null;
  const id = `account-${account.id}`;
  return (
    <li
      className="rounded-xl border border-ivory-300 bg-white p-4 shadow-sm"
      aria-labelledby={`${id}-name`}
      data-testid="account"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`${id}-name`} className="font-sans text-base font-semibold text-navy-900">
          {account.fullName}{" "}
          {isMe ? <span className="font-normal text-muted">{ACCOUNTS_TEXT.you}</span> : null}
        </h3>
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full border border-navy-700 px-2 py-0.5 text-navy-900">
            {account.role ? ROLE_LABELS[account.role] : ACCOUNTS_TEXT.noRole}
          </span>
          <span
            className={
              active
                ? "rounded-full border border-success px-2 py-0.5 text-[#14532d]"
                : "rounded-full border border-ivory-300 bg-ivory-200 px-2 py-0.5 text-muted"
            }
          >
            {active ? ACCOUNTS_TEXT.active : ACCOUNTS_TEXT.inactive}
          </span>
        </p>
      </div>
      <p className="mt-1 text-sm break-all text-muted">{account.email}</p>
      <p className="text-xs text-muted">
        {ACCOUNTS_TEXT.colCreated} {formatDateTime(account.createdAt)}
      </p>
      {error ? (
        <p className="mt-2 text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <details className="mt-3" open={Boolean(error)}>
        <summary className="cursor-pointer text-sm font-medium text-gold-700 underline underline-offset-4">
          <span aria-hidden="true">{ACCOUNTS_TEXT.manageShort}</span>
          <span className="sr-only">{ACCOUNTS_TEXT.manage(account.fullName)}</span>
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {active && !isMe ? (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="accountId" value={account.id} />
              <RoleChoice legend={ACCOUNTS_TEXT.changeRole} checked={account.role} labels={ROLE_LABELS} />
              <IntentButton intent="role">{ACCOUNTS_TEXT.saveRole}</IntentButton>
            </Form>
          ) : null}
          {active ? (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="accountId" value={account.id} />
              <p className="text-sm font-medium text-navy-900">{ACCOUNTS_TEXT.resetTitle}</p>
              <p className="text-xs text-muted">{ACCOUNTS_TEXT.resetHint}</p>
              <IntentButton intent="reset-password">
                <KeyRound aria-hidden="true" />
                {ACCOUNTS_TEXT.reset}
              </IntentButton>
            </Form>
          ) : null}
          {isMe ? null : (
            <Form method="post" className="space-y-2 sm:col-span-2">
              <input type="hidden" name="accountId" value={account.id} />
              {active ? <p className="text-xs text-muted">{ACCOUNTS_TEXT.deactivateHint}</p> : null}
              <IntentButton
                intent={active ? "deactivate" : "reactivate"}
                variant={active ? "destructive" : "secondary"}
              >
                {active ? ACCOUNTS_TEXT.deactivate : ACCOUNTS_TEXT.reactivate}
              </IntentButton>
            </Form>
          )}
        </div>
      </details>
    </li>
  );
}

const ACCOUNT_FIELDS: FieldSpec[] = [
  { name: "fullName", label: ACCOUNTS_TEXT.fullName, maxLength: 100, autoComplete: "off" },
  { name: "email", label: ACCOUNTS_TEXT.email, type: "email", autoComplete: "off" },
  {
    name: "password",
    label: ACCOUNTS_TEXT.password,
    type: "password",
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: MAX_PASSWORD_LENGTH,
    autoComplete: "new-password",
    hint: ACCOUNTS_TEXT.passwordHint,
  },
];

/** The staff / admin radio pair, for a new account and for a change of role. */
function RoleChoice({
  legend,
  checked,
  labels,
  required,
  error,
}: {
  legend: string;
  checked: string | null;
  labels: Record<"staff" | "admin", string>;
  required?: boolean;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-navy-900">{legend}</legend>
      <div className="mt-2 space-y-2">
        {(["staff", "admin"] as const).map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="role"
              value={role}
              required={required}
              defaultChecked={checked === role}
              className="size-4 accent-navy-900"
            />
            {labels[role]}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm font-medium text-danger">{error}</p> : null}
    </fieldset>
  );
}
