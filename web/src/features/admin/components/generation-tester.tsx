import * as z from 'zod/mini';
import { GENERATION_QUANTITY } from '#functions/content-engine/routes';
import { emailAddress } from '#functions/shared/schemas';
import { hooksOf, slidesOf, whyBullets } from '@/components/idea/idea-fields';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form, type FormMethods } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { ApiError, messageOr } from '@/lib/api-client';
import { nicheName, useNiches, type NicheItem } from '@/lib/api/list-niches';
import { useGenerateContent, type GenerationReport, type GenerationResult } from '../api/generate-content';
import { JudgeScores } from './judge-scores';
import { Fact, ToolSection } from './tool-parts';
import { formatDuration, GENERATOR_LABELS } from './tools-format';
import '../tools.css';

const testerForm = z.object({
  niche: z.string().check(z.minLength(1, 'Please select a niche')),
  // Kept as the field's text (clamped as it is typed); an empty field means the default.
  quantity: z.string(),
  subscriberEmail: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || emailAddress.safeParse(value).success, 'Please enter a valid email address'),
  ),
});
type TesterFormSchema = typeof testerForm;
type TesterValues = z.output<TesterFormSchema>;

const FIELDS = ['niche', 'quantity', 'subscriberEmail'] as const satisfies readonly (keyof TesterValues)[];

/**
 * The quantity is clamped to 1-10 (docs/product-rules.md#generation-tester) as it is typed (0
 * becomes 1, 25 becomes 10). An empty field stays empty so a number can be retyped; it counts as
 * the default.
 */
export function clampQuantity(text: string): string {
  if (text.trim() === '') return '';
  const value = Number(text);
  if (!Number.isFinite(value)) return String(GENERATION_QUANTITY.default);
  return String(Math.min(GENERATION_QUANTITY.max, Math.max(GENERATION_QUANTITY.min, Math.round(value))));
}

/**
 * The content generation tester (docs/product-rules.md#generation-tester): a niche, a quantity and
 * optionally a subscriber whose creator profile to write for; then the summary (including which
 * generator answered) and each idea with the judge's scores of its candidates (which was kept)
 * and its hooks marked valid or invalid, with the reasons.
 */
export function GenerationTester() {
  const { niches } = useNiches();
  const generate = useGenerateContent();

  async function run(values: TesterValues, form: FormMethods<TesterFormSchema>) {
    const quantity = Number(clampQuantity(values.quantity) || GENERATION_QUANTITY.default);
    form.setValue('quantity', String(quantity));
    try {
      const report = await generate.mutateAsync({
        niche: values.niche,
        quantity,
        ...(values.subscriberEmail ? { subscriberEmail: values.subscriberEmail } : {}),
      });
      if (report.success) {
        notify({
          title: `Generated ${report.summary.generated_quantity} content pieces successfully`,
          ...(report.error ? { description: report.error } : {}),
        });
      } else {
        notify({ title: 'Generation failed', description: report.error ?? 'No idea could be generated.', variant: 'destructive' });
      }
    } catch (error) {
      console.error('The generation tester call failed:', error);
      if (error instanceof ApiError) {
        for (const name of FIELDS) {
          const message = error.fieldErrors?.[name]?.[0];
          if (message) form.setError(name, { message });
        }
      }
      notify({ title: 'Failed to generate content', description: messageOr(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <div className="at-stack">
      <Card
        as="section"
        title="Content generation tester"
        description="Generate ideas for a niche and check their hooks before they reach subscribers."
      >
        <Form
          schema={testerForm}
          defaultValues={{ niche: '', quantity: String(GENERATION_QUANTITY.default), subscriberEmail: '' }}
          onSubmit={run}
          className="form at-tester-form"
        >
          {({ field, setValue, formState }) => (
            <>
              <div className="at-fields">
                <SelectField
                  label="Niche"
                  placeholder="Select a niche"
                  options={niches.map((niche) => ({ value: niche.niche, label: niche.displayName }))}
                  {...field('niche')}
                />
                <TextField
                  label="Quantity"
                  type="number"
                  inputMode="numeric"
                  min={GENERATION_QUANTITY.min}
                  max={GENERATION_QUANTITY.max}
                  hint={`${GENERATION_QUANTITY.min} to ${GENERATION_QUANTITY.max} ideas`}
                  {...field('quantity')}
                  onValueChange={(text) => {
                    const clamped = clampQuantity(text);
                    if (clamped !== text) setValue('quantity', clamped);
                  }}
                />
                <TextField
                  label="Subscriber email"
                  type="email"
                  autoComplete="off"
                  hint="Optional: write for this subscriber's creator profile"
                  {...field('subscriberEmail')}
                />
              </div>
              <div className="at-actions">
                <Button type="submit" pending={formState.isSubmitting} pendingLabel="Generating...">
                  Generate Content
                </Button>
                {formState.isSubmitting ? (
                  <p className="muted" role="status">
                    Generating ideas. This can take up to 25 seconds.
                  </p>
                ) : null}
              </div>
            </>
          )}
        </Form>
      </Card>
      {generate.data ? <GenerationReportView report={generate.data} niches={niches} /> : null}
    </div>
  );
}

function GenerationReportView({ report, niches }: { readonly report: GenerationReport; readonly niches: readonly NicheItem[] }) {
  const { summary } = report;
  return (
    <>
      <Card as="section" title="Generation summary" tone={report.success ? 'default' : 'danger'}>
        <dl className="at-facts">
          <Fact term="Requested">{summary.requested_quantity}</Fact>
          <Fact term="Generated">{summary.generated_quantity}</Fact>
          <Fact term="Total time">{formatDuration(summary.total_processing_time_ms)}</Fact>
          <Fact term="Niche">{nicheName(niches, summary.niche)}</Fact>
          <Fact term="Generator">{GENERATOR_LABELS[summary.generator]}</Fact>
          <Fact term="Profile">{summary.profile ? summary.profile.subscriberEmail : 'None (niche only)'}</Fact>
        </dl>
        {report.error ? <p className="at-error">{report.error}</p> : null}
        {summary.profile ? <ProfileView profile={summary.profile} /> : null}
      </Card>
      <section className="at-stack" aria-label="Generated ideas">
        {report.results.map((result, index) => (
          <ResultView key={result.content?.id ?? `failed-${index}`} result={result} index={index} />
        ))}
      </section>
    </>
  );
}

type Profile = NonNullable<GenerationReport['summary']['profile']>;

function ProfileView({ profile }: { readonly profile: Profile }) {
  return (
    <details className="at-details">
      <summary>Creator profile used</summary>
      <dl className="at-facts at-facts--wide">
        <Fact term="Subscriber">{profile.subscriberEmail}</Fact>
        <Fact term="Niche">{profile.niche}</Fact>
        <Fact term="Sub-niches">{profile.subNiches.join(', ')}</Fact>
        <Fact term="Audience">{profile.audience}</Fact>
        <Fact term="Tone">{profile.tone}</Fact>
        <Fact term="Formats">{profile.formats.join(', ')}</Fact>
        <Fact term="Topics to avoid">{profile.avoidTopics.length ? profile.avoidTopics.join(', ') : 'None'}</Fact>
        <Fact term="Goals">{profile.goals.join(', ')}</Fact>
      </dl>
    </details>
  );
}

function ResultView({ result, index }: { readonly result: GenerationResult; readonly index: number }) {
  const idea = result.content;
  const details = result.hookValidation?.validationDetails ?? [];
  return (
    <Card
      as="article"
      titleAs="h3"
      title={idea?.title ?? `Idea ${index + 1} could not be generated`}
      tone={result.success ? 'default' : 'danger'}
    >
      <p className="at-meta">
        <Badge variant={result.success ? 'success' : 'danger'}>{result.success ? 'Generated' : 'Failed'}</Badge>
        <span>
          {result.attempts} {result.attempts === 1 ? 'attempt' : 'attempts'}
        </span>
        <span>{formatDuration(result.processing_time_ms)}</span>
        {idea ? <span className="muted">{idea.id}</span> : null}
      </p>
      {result.error ? <p className="at-error">{result.error}</p> : null}
      {result.judge ? (
        <ToolSection title="Judge's scores">
          <JudgeScores judge={result.judge} />
        </ToolSection>
      ) : null}
      {result.hookValidation ? (
        <ToolSection
          title={`Hooks: ${result.hookValidation.validHooks.length} valid, ${result.hookValidation.invalidHooks.length} invalid`}
        >
          <ul className="at-hooks">
            {details.map((detail, hookIndex) => (
              <li key={`${hookIndex}-${detail.hook}`} className={detail.isValid ? 'at-hook' : 'at-hook at-hook--invalid'}>
                <p className="at-hook__head">
                  <Badge variant={detail.isValid ? 'success' : 'danger'}>{detail.isValid ? 'Valid' : 'Invalid'}</Badge>
                  <span className="muted">{detail.style}</span>
                </p>
                <p className="at-hook__text">{detail.hook}</p>
                {detail.errors.length > 0 ? (
                  <ul className="at-hook__errors" aria-label="Why it is invalid">
                    {detail.errors.map((reason, reasonIndex) => (
                      <li key={`${reasonIndex}-${reason}`}>{reason}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </ToolSection>
      ) : idea ? (
        <ToolSection title="Hooks">
          <ul className="at-list">
            {hooksOf(idea.content.hooks).map((hook, hookIndex) => (
              <li key={`${hookIndex}-${hook}`}>{hook}</li>
            ))}
          </ul>
        </ToolSection>
      ) : null}
      {idea ? (
        <>
          <ToolSection title="Sections">
            <ol className="at-sections">
              {slidesOf(idea.content.sections).map((slide, slideIndex) => (
                <li key={`${slideIndex}-${slide.title}`}>
                  <p className="at-sections__title">{slide.title}</p>
                  <dl className="at-sections__lines">
                    {slide.lines.map(([label, text]) => (
                      <div key={label}>
                        <dt>{label}</dt>
                        <dd>{text}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ol>
          </ToolSection>
          <ToolSection title="Why it works">
            <ul className="at-list">
              {whyBullets(idea.content.why_it_works).map((reason, reasonIndex) => (
                <li key={`${reasonIndex}-${reason}`}>{reason}</li>
              ))}
            </ul>
          </ToolSection>
          <ToolSection title="Source comment">
            <blockquote className="at-quote">
              <p>{idea.source.comment}</p>
              <footer className="muted">
                {idea.source.commentAuthor} on “{idea.source.videoTitle}” by {idea.source.videoCreator}
              </footer>
            </blockquote>
          </ToolSection>
        </>
      ) : null}
    </Card>
  );
}
