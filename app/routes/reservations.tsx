import { lazy, useEffect, useRef, useState } from "react";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import { BookingAside } from "~/booking/components/booking-aside";
import { ErrorSummary, errorEntries } from "~/booking/components/error-summary";
import { Progress } from "~/booking/components/progress";
import { StepButtons } from "~/booking/components/step-buttons";
import {
  type BookingActionData,
  bookingAction,
  bookingLoaderData,
  bookingPostedContext,
} from "~/booking/flow.server";
import { StepContact } from "~/booking/steps/step-contact";
import { StepTrip } from "~/booking/steps/step-trip";
import type { StepProps } from "~/booking/steps/types";
import { PageHero } from "~/components/site/page-hero";
import { useToast } from "~/components/ui/toast";
import { formatLongDate } from "~/domain/dates";
import { whatsappHref } from "~/domain/phone";
import { dictionary, useLang } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import { languageContext, requestInfoContext } from "~/lib/context.server";
import { metaLang, type RootData, seo } from "~/seo/meta";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import type { Route } from "./+types/reservations";

/**
 * Steps 2 and 4 (the trip's options, the summary with its price lines) are their own chunks, so the
 * first load of step 1 stays within the page-weight budget. No Suspense boundary on purpose: on the
 * server the page waits for them (the HTML is whole, also without JavaScript); in the browser,
 * hydration and step changes (transitions) wait for the chunk instead of showing a fallback.
 */
const StepWhen = lazy(() => import("~/booking/steps/step-when").then((m) => ({ default: m.StepWhen })));
const StepSummary = lazy(() =>
  import("~/booking/steps/step-summary").then((m) => ({ default: m.StepSummary })),
);

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLang(args.matches);
  return seo(args, {
    title: dictionary(lang).booking.meta.title,
    description: dictionary(lang).booking.meta.description,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return bookingLoaderData(
    request,
    context.get(requestInfoContext).env,
    context.get(languageContext),
    new Date(),
    context.get(bookingPostedContext),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { clientIp, env } = context.get(requestInfoContext);
  const lang = context.get(languageContext);
  // The page rendered after a failed post (without JavaScript) shows the step where it was posted.
  context.set(bookingPostedContext, true);
  return bookingAction({ request, lang, clientIp, env });
}

/** No field edited since the server's answer. */
const NO_EDITS = { answer: undefined, names: new Set<string>() } as const;

export default function Reservations() {
  const {
    step: loaderStep,
    draft,
    carried,
    today,
    needsTravelNumber,
    credits,
    map,
    placesCredit,
    tripOptions,
    quote,
    arrivalWaiting,
    placed,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<BookingActionData>();
  const lang = useLang();
  const ui = dictionary(lang).booking;
  const root = useRouteLoaderData<RootData>("root");
  const navigation = useNavigation();
  const toast = useToast();
  const step = actionData?.step ?? loaderStep;
  // A field the visitor has edited since the server's answer no longer shows that answer's error
  // (nor its line in the summary): the server checks it again on the next post.
  // Kept with the answer it belongs to: a new answer starts with nothing edited, in its first render.
  const [edits, setEdits] = useState<{ answer: unknown; names: ReadonlySet<string> }>(NO_EDITS);
  const edited = edits.answer === actionData ? edits.names : NO_EDITS.names;
  const answerErrors = actionData?.errors ?? {};
  const errors = Object.fromEntries(Object.entries(answerErrors).filter(([name]) => !edited.has(name)));
  const values = actionData?.values ?? {};
  const stepProps: StepProps = { draft, errors, values };
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const heading = useRef<HTMLHeadingElement>(null);
  const summaryEntries = errorEntries(errors, lang, tripOptions.extras);
  // The answer's message stays while one of its fields is still wrong, or when it names none.
  const hasErrors =
    summaryEntries.length > 0 || (Boolean(actionData?.formError) && Object.keys(answerErrors).length === 0);
  const onEdit = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && name in answerErrors && !edited.has(name))
      setEdits({ answer: actionData, names: new Set([...edited, name]) });
  };

  useEffect(() => {
    if (actionData?.formError && step === 4) toast({ title: actionData.formError, variant: "destructive" });
  }, [actionData, step, toast]);

  // Marks the form live once hydrated (the end-to-end tests type after it, as a person would once the page answers).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Move focus to the step's heading when the step changes, so screen readers hear where they are.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // An error summary on the new step takes the focus itself.
    if (!hasErrors) heading.current?.focus();
  }, [step]);

  const tripText =
    draft.departure && draft.arrival ? `${draft.departure.label} → ${draft.arrival.label}` : null;
  const whatsapp = whatsappHref(
    root?.company.whatsapp ?? "",
    ui.whatsappMessage(
      tripText
        ? [tripText, draft.date ? formatLongDate(draft.date, lang) : null, draft.time]
            .filter(Boolean)
            .join(", ")
        : null,
    ),
  );

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
        compact={step > 1 || hasErrors}
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
          {hasErrors ? (
            <ErrorSummary
              title={ui.errorSummaryTitle}
              message={actionData?.formError ?? null}
              entries={summaryEntries}
            />
          ) : null}
          {/* Each step is a page of its own (?step=N): the redirect after a post adds a history entry. */}
          <Form
            method="post"
            noValidate
            className="mt-6 space-y-6"
            data-hydrated={hydrated || undefined}
            onChange={onEdit}
          >
            <input type="hidden" name="step" value={step} />
            {/* What a prefilled address carries past step 1 (date, time, passengers; for a guest), checked again. */}
            {step === 1
              ? Object.entries(carried).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))
              : null}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                Website
                <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            {step === 1 ? (
              <StepTrip
                {...stepProps}
                {...{ lang, credits, map, tripOptions }}
                choices={actionData?.choices}
              />
            ) : null}
            {step === 2 ? (
              <StepWhen
                {...stepProps}
                {...{ today, tripOptions, quote, arrivalWaiting, placed }}
                showTravel={needsTravelNumber}
              />
            ) : null}
            {step === 3 ? <StepContact {...stepProps} /> : null}
            {step === 4 ? (
              <StepSummary draft={draft} quote={quote} tripOptions={tripOptions} placed={placed} />
            ) : null}
            {step > 1 && placesCredit ? <p className="text-xs text-muted">{ui.placesCredit}</p> : null}
            <StepButtons step={step} busy={busy} lang={lang} />
          </Form>
        </section>
        <BookingAside lang={lang} whatsappHref={whatsapp} />
      </div>
    </>
  );
}
