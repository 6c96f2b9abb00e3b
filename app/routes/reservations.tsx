import { useEffect, useRef } from "react";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import { BookingAside } from "~/booking/components/booking-aside";
import { Progress } from "~/booking/components/progress";
import { StepButtons } from "~/booking/components/step-buttons";
import { type BookingActionData, bookingAction, bookingLoaderData } from "~/booking/flow.server";
import { StepContact } from "~/booking/steps/step-contact";
import { StepSummary } from "~/booking/steps/step-summary";
import { StepTrip } from "~/booking/steps/step-trip";
import { StepWhen } from "~/booking/steps/step-when";
import { PageHero } from "~/components/site/page-hero";
import { useToast } from "~/components/ui/toast";
import { formatLongDate } from "~/domain/dates";
import { dictionary, useLang } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import { languageContext, requestInfoContext } from "~/lib/context.server";
import { metaLang, type RootData, seo } from "~/seo/meta";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import type { Route } from "./+types/reservations";

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLang(args.matches);
  return seo(args, {
    title: dictionary(lang).booking.meta.title,
    description: dictionary(lang).booking.meta.description,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return bookingLoaderData(request, context.get(requestInfoContext).env, context.get(languageContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { clientIp, env } = context.get(requestInfoContext);
  const lang = context.get(languageContext);
  return bookingAction({ request, lang, clientIp, env });
}

export default function Reservations() {
  const {
    step: loaderStep,
    draft,
    prefill,
    today,
    needsTravelNumber,
    credits,
    map,
    placesCredit,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<BookingActionData>();
  const lang = useLang();
  const ui = dictionary(lang).booking;
  const root = useRouteLoaderData<RootData>("root");
  const navigation = useNavigation();
  const toast = useToast();
  const step = actionData?.step ?? loaderStep;
  const errors = actionData?.errors ?? {};
  // The last post's values, else the places a link or the home page's quick request named.
  const values = actionData?.values ?? prefill;
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (actionData?.formError && step === 4) toast({ title: actionData.formError, variant: "destructive" });
  }, [actionData, step, toast]);

  // Move focus to the step's heading when the step changes, so screen readers hear where they are.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const tripText =
    draft.departure && draft.arrival ? `${draft.departure.label} → ${draft.arrival.label}` : null;
  const whatsappHref = `https://wa.me/${root?.company.whatsapp ?? ""}?text=${encodeURIComponent(
    ui.whatsappMessage(
      tripText
        ? [tripText, draft.date ? formatLongDate(draft.date, lang) : null, draft.time]
            .filter(Boolean)
            .join(", ")
        : null,
    ),
  )}`;

  return (
    <>
      <PageHero
        eyebrow={ui.eyebrow}
        title={ui.title}
        subtitle={ui.subtitle}
        crumbs={[
          { label: dictionary(lang).common.nav.home, to: localizePath("/", lang) },
          { label: ui.eyebrow },
        ]}
      />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem] lg:py-16">
        <section aria-labelledby="step-title" className="min-w-0">
          <Progress step={step} labels={ui.steps} progressText={ui.progress(step)} />
          <h2
            id="step-title"
            ref={heading}
            tabIndex={-1}
            className="mt-8 text-3xl text-navy-900 focus:outline-none"
          >
            {ui.steps[step - 1]}
          </h2>
          {actionData?.formError ? (
            <div
              role="alert"
              className="mt-6 rounded-lg border border-danger/30 bg-[#fdf0ee] p-4 font-medium text-[#7a1a12]"
            >
              {actionData.formError}
            </div>
          ) : null}
          <Form method="post" noValidate className="mt-6 space-y-6" replace>
            <input type="hidden" name="step" value={step} />
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                Website
                <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            {step === 1 ? (
              <StepTrip
                draft={draft}
                errors={errors}
                values={values}
                lang={lang}
                credits={credits}
                map={map}
              />
            ) : null}
            {step === 2 ? (
              <StepWhen
                draft={draft}
                errors={errors}
                values={values}
                today={today}
                showTravel={needsTravelNumber}
              />
            ) : null}
            {step === 3 ? <StepContact draft={draft} errors={errors} values={values} /> : null}
            {step === 4 ? <StepSummary draft={draft} /> : null}
            {step > 1 && placesCredit ? <p className="text-xs text-muted">{ui.placesCredit}</p> : null}
            <StepButtons step={step} busy={busy} lang={lang} />
          </Form>
        </section>
        <BookingAside lang={lang} whatsappHref={whatsappHref} />
      </div>
    </>
  );
}
