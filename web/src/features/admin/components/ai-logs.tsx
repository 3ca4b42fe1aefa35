import { useState } from 'react';
import { AI_LOG_PAGE_SIZES } from '#functions/content-engine/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { nicheName, useNiches } from '@/lib/api/list-niches';
import { useAiLogs, type AiLog, type AiLogsQuery } from '../api/ai-logs';
import { JudgeScores } from './judge-scores';
import { Fact } from './tool-parts';
import { formatCount, formatDateTime, formatDuration, GENERATOR_LABELS } from './tools-format';
import '../tools.css';

/** The raw response preview is cut at 500 characters (docs/product-rules.md#ai-logs). */
export const RAW_PREVIEW_CHARS = 500;

type PageSize = NonNullable<AiLogsQuery['limit']>;
type ParsingFilter = '' | NonNullable<AiLogsQuery['parsing_successful']>;

const PURPOSE_LABELS: Record<AiLog['purpose'], string> = {
  'keep-ahead': 'Keep-ahead job',
  tester: 'Generation tester',
  'video-ideas': 'Ideas from a video',
};

const PARSING_OPTIONS = [
  { value: 'true', label: 'Parsed successfully' },
  { value: 'false', label: 'Parsing failed' },
] as const;

/**
 * The AI logs viewer (docs/product-rules.md#ai-logs): newest first, filtered by niche and
 * parsing success, 25/50/100 a page. Pages follow the server's cursor; the cursors already
 * visited are kept so the admin can step back.
 */
export function AiLogs() {
  const { niches } = useNiches();
  const [niche, setNiche] = useState('');
  const [parsing, setParsing] = useState<ParsingFilter>('');
  const [limit, setLimit] = useState<PageSize>('50');
  // The cursors of the pages after the first, in the order they were opened.
  const [cursors, setCursors] = useState<readonly string[]>([]);
  const cursor = cursors.at(-1);

  const query: AiLogsQuery = {
    ...(niche ? { niche } : {}),
    ...(parsing ? { parsing_successful: parsing } : {}),
    limit,
    ...(cursor ? { cursor } : {}),
  };
  const logs = useAiLogs(query);

  /** A filter change starts again from the first page. */
  function filter(change: () => void) {
    change();
    setCursors([]);
  }

  const page = logs.data;
  const next = logs.isPlaceholderData ? null : (page?.next ?? null);

  return (
    <Card as="section" title="AI logs" description="Every model call the generators made, newest first.">
      <div className="at-toolbar">
        <SelectField
          label="Niche"
          placeholder="Any niche"
          value={niche}
          options={niches.map((item) => ({ value: item.niche, label: item.displayName }))}
          onValueChange={(value) => filter(() => setNiche(value))}
        />
        <SelectField
          label="Parsing"
          placeholder="Any result"
          value={parsing}
          options={PARSING_OPTIONS}
          onValueChange={(value) => filter(() => setParsing(value as ParsingFilter))}
        />
        <SelectField
          label="Page size"
          value={limit}
          options={AI_LOG_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onValueChange={(value) => filter(() => setLimit(value as PageSize))}
        />
        <Button
          variant="outline"
          pending={logs.isFetching && !logs.isPending && !logs.isPlaceholderData}
          pendingLabel="Refreshing..."
          onClick={() => void logs.refetch()}
        >
          Refresh
        </Button>
      </div>

      {logs.isPending ? (
        <p className="muted" role="status">
          Loading logs...
        </p>
      ) : !page ? (
        <div className="at-state">
          <p>The logs could not be loaded.</p>
          <Button variant="outline" size="small" onClick={() => void logs.refetch()}>
            Try Again
          </Button>
        </div>
      ) : page.logs.length === 0 ? (
        <p className="at-state muted">No logs match these filters.</p>
      ) : (
        <ol className="at-logs" aria-busy={logs.isPlaceholderData || undefined}>
          {page.logs.map((log) => (
            <LogEntry key={log.id} log={log} nicheLabel={nicheName(niches, log.niche)} />
          ))}
        </ol>
      )}

      <nav className="at-pager" aria-label="AI log pages">
        <span className="muted">Page {cursors.length + 1}</span>
        <Button variant="outline" size="small" disabled={cursors.length === 0} onClick={() => setCursors([])}>
          First page
        </Button>
        <Button variant="outline" size="small" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous page
        </Button>
        <Button
          size="small"
          disabled={!next}
          pending={logs.isPlaceholderData}
          pendingLabel="Loading..."
          onClick={() => next && setCursors([...cursors, next])}
        >
          Next page
        </Button>
      </nav>
    </Card>
  );
}

function LogEntry({ log, nicheLabel }: { readonly log: AiLog; readonly nicheLabel: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = log.response_raw.length > RAW_PREVIEW_CHARS;
  const shown = long && !expanded ? `${log.response_raw.slice(0, RAW_PREVIEW_CHARS)}...` : log.response_raw;
  const hooks = log.hook_validation_results;
  return (
    <li className="at-log">
      <p className="at-meta">
        <time dateTime={log.created_at} className="at-log__time">
          {formatDateTime(log.created_at)}
        </time>
        <Badge variant="info">{nicheLabel}</Badge>
        <Badge variant={log.parsing_successful ? 'success' : 'danger'}>{log.parsing_successful ? 'Parsed' : 'Parsing failed'}</Badge>
      </p>
      {log.parsing_error ? <p className="at-error">Parsing error: {log.parsing_error}</p> : null}
      <dl className="at-facts">
        <Fact term="Attempt">{log.attempt_number}</Fact>
        <Fact term="Processing time">{formatDuration(log.processing_time_ms)}</Fact>
        <Fact term="Model">{log.request_model}</Fact>
        {/* request_tokens is the cap sent with the request, labelled "Max Tokens" (docs/product-rules.md#ai-logs). */}
        <Fact term="Max Tokens">{formatCount(log.request_tokens)}</Fact>
        <Fact term="Input tokens">{formatCount(log.input_tokens)}</Fact>
        <Fact term="Output tokens">{formatCount(log.output_tokens)}</Fact>
        <Fact term="Cost">{`$${log.estimated_cost_usd.toFixed(4)}`}</Fact>
        <Fact term="Generator">{GENERATOR_LABELS[log.generator]}</Fact>
        <Fact term="Purpose">{PURPOSE_LABELS[log.purpose]}</Fact>
        <Fact term="Content idea">{log.content_idea_id ?? <span className="muted">None</span>}</Fact>
        <Fact term="Hooks">
          {hooks ? (
            `${hooks.valid_hooks} valid, ${hooks.invalid_hooks} invalid of ${hooks.total_hooks}`
          ) : (
            <span className="muted">Not validated</span>
          )}
        </Fact>
      </dl>
      {log.judge ? (
        <div className="at-judge">
          <p className="at-raw__label">Judge's scores</p>
          <JudgeScores judge={log.judge} />
        </div>
      ) : null}
      <div className="at-raw">
        <p className="at-raw__label">Raw response</p>
        <pre className="at-raw__text">{shown || '(empty)'}</pre>
        {long ? (
          <Button variant="link" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Show less' : 'Show full response'}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
