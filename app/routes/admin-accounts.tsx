import { ArrowLeft, UserPlus } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { StaffErrorBoundary } from "~/components/admin/denied";
import { StaffBar } from "~/components/admin/staff-bar";
import { TableRegion, tdClass, thClass } from "~/components/admin/table-region";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { formatDateTime } from "~/domain/admin/format";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/domain/admin/passwords";
import { hasControlCharacters } from "~/domain/control-characters";
import { ACCOUNTS_TEXT, ROLE_LABELS } from "~/i18n/staff";
import { listAccounts } from "~/lib/admin-store.server";
import { addStaffAccount, assertSameOrigin, requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { invalid, readForm, validate } from "~/lib/form-action.server";
import { log } from "~/lib/logger.server";
import { flashCookie } from "~/lib/session.server";
import { seo } from "~/seo/meta";
import type { Route } from "./+types/admin-accounts";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: ACCOUNTS_TEXT.metaTitle,
    description: ACCOUNTS_TEXT.intro,
    indexable: false,
    bilingual: false,
  });

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { role: "admin" });
  return { accounts: await listAccounts() };
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

export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts } = loaderData;
  const toast = useToast();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/admin/accounts";

  useEffect(() => {
    if (actionData?.error) {
      toast({ title: ACCOUNTS_TEXT.errorTitle, description: actionData.error, variant: "destructive" });
    }
  }, [actionData, toast]);

  const errors: Partial<Record<keyof z.input<typeof accountSchema>, string>> = actionData?.fieldErrors ?? {};
  return (
    <>
      <StaffBar title={ACCOUNTS_TEXT.title}>
        <p className="mt-2 max-w-2xl text-muted">{ACCOUNTS_TEXT.intro}</p>
        <Link
          to="/admin"
          className="mt-3 inline-flex items-center gap-1.5 rounded text-sm text-gold-700 underline underline-offset-4 hover:text-navy-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {ACCOUNTS_TEXT.back}
        </Link>
      </StaffBar>
      <div className="container-staff grid gap-8 py-8 lg:grid-cols-[1.3fr_1fr]">
        <section aria-labelledby="accounts-list">
          <h2 id="accounts-list" className="mb-4 font-sans text-lg font-semibold text-navy-900">
            {ACCOUNTS_TEXT.listTitle}
          </h2>
          <TableRegion label={ACCOUNTS_TEXT.tableLabel}>
            <table className="w-full min-w-[36rem] border-collapse">
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    {ACCOUNTS_TEXT.colName}
                  </th>
                  <th scope="col" className={thClass}>
                    {ACCOUNTS_TEXT.colEmail}
                  </th>
                  <th scope="col" className={thClass}>
                    {ACCOUNTS_TEXT.colRole}
                  </th>
                  <th scope="col" className={thClass}>
                    {ACCOUNTS_TEXT.colCreated}
                  </th>
                </tr>
              </thead>
              <tbody>
                {accounts.map((account) => (
                  <tr key={account.id}>
                    <th scope="row" className={`${tdClass} text-left font-medium text-navy-900`}>
                      {account.fullName}
                    </th>
                    <td className={`${tdClass} break-all`}>{account.email}</td>
                    <td className={tdClass}>
                      {account.role ? ROLE_LABELS[account.role] : ACCOUNTS_TEXT.noRole}
                    </td>
                    <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(account.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </section>
        <section
          aria-labelledby="accounts-add"
          className="rounded-xl border border-ivory-300 bg-white p-6 shadow-sm"
        >
          <h2 id="accounts-add" className="font-sans text-lg font-semibold text-navy-900">
            {ACCOUNTS_TEXT.addTitle}
          </h2>
          <Form method="post" className="mt-4 space-y-4">
            <TextField
              label={ACCOUNTS_TEXT.fullName}
              name="fullName"
              required
              maxLength={100}
              autoComplete="off"
              defaultValue={actionData?.values.fullName}
              error={errors.fullName}
            />
            <TextField
              label={ACCOUNTS_TEXT.email}
              name="email"
              type="email"
              required
              autoComplete="off"
              defaultValue={actionData?.values.email}
              error={errors.email}
            />
            <TextField
              label={ACCOUNTS_TEXT.password}
              name="password"
              type="password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              maxLength={MAX_PASSWORD_LENGTH}
              autoComplete="new-password"
              hint={ACCOUNTS_TEXT.passwordHint}
              error={errors.password}
            />
            <fieldset>
              <legend className="text-sm font-medium text-navy-900">{ACCOUNTS_TEXT.role}</legend>
              <div className="mt-2 space-y-2">
                {(["staff", "admin"] as const).map((role) => (
                  <label key={role} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="role"
                      value={role}
                      required
                      defaultChecked={(actionData?.values.role ?? "staff") === role}
                      className="size-4 accent-navy-900"
                    />
                    {role === "staff" ? ACCOUNTS_TEXT.roleStaff : ACCOUNTS_TEXT.roleAdmin}
                  </label>
                ))}
              </div>
              {errors.role ? <p className="mt-1 text-sm font-medium text-danger">{errors.role}</p> : null}
            </fieldset>
            <button type="submit" disabled={submitting} className={buttonClass({ variant: "secondary" })}>
              <UserPlus aria-hidden="true" />
              {submitting ? ACCOUNTS_TEXT.submitting : ACCOUNTS_TEXT.submit}
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
