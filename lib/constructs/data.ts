import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { TableAccess } from '#functions/platform/route';
import { RATE_LIMIT_KEY_PREFIX, TABLE } from '#functions/platform/table/table';

export type { TableAccess };

/**
 * What the data layer does (functions/data): single-item reads, queries, condition checks inside
 * transactions, conditional writes. Transactions are authorised through these item actions.
 * Scan is left out on purpose: the design allows no Scan on a request path, and IAM enforces it.
 */
const ACTIONS: Record<TableAccess, readonly string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  readWrite: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

/**
 * The single DynamoDB table, built from the `TABLE` declaration in functions/platform/table/table.ts (the same
 * one the local stack uses), so key names and indexes are never restated here.
 *
 * On-demand billing, point-in-time recovery, deletion protection, and RETAIN: subscriber and
 * billing data must survive a mistaken `cdk destroy` or a replaced stack.
 */
export class DataTable extends Construct {
  public readonly table: dynamodb.Table;
  /** ARNs of the global secondary indexes, by name, for grants that must not use `index/*`. */
  public readonly indexArns: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const names = TABLE.indexes.map((index) => index.indexName);
    if (new Set(names).size !== names.length) throw new Error(`${this.node.path}: TABLE declares an index name twice.`);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: TABLE.timeToLiveAttribute,
    });
    const indexArns: Record<string, string> = {};
    for (const index of TABLE.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
      indexArns[index.indexName] = `${this.table.tableArn}/index/${index.indexName}`;
    }
    this.indexArns = indexArns;
  }

  /**
   * Grants item-level access to the table and each named index. Unlike `Table.grantReadWriteData`
   * this lists the index ARNs instead of `index/*` and never grants Scan.
   */
  public grantAccess(grantee: iam.IGrantable, access: TableAccess): iam.Grant {
    return iam.Grant.addToPrincipal({
      grantee,
      actions: [...ACTIONS[access]],
      resourceArns: [this.table.tableArn, ...Object.values(this.indexArns)],
    });
  }

  /**
   * Scan on the table itself, for the one function that runs the seed's one-off migrations at
   * deploy time (records written before an index existed are in no index). No route gets it.
   */
  public grantMigrationScan(grantee: iam.IGrantable): iam.Grant {
    return iam.Grant.addToPrincipal({ grantee, actions: ['dynamodb:Scan'], resourceArns: [this.table.tableArn] });
  }

  /**
   * Lets a function that otherwise only reads count its calls: the shared route chain does one
   * conditional UpdateItem per call on a `RATE#…` item. IAM allows UpdateItem on those items only
   * (`dynamodb:LeadingKeys`), so a read-only route still cannot change any other item.
   */
  public grantRateLimitCounters(grantee: iam.IGrantable): iam.Grant {
    return iam.Grant.addToPrincipal({
      grantee,
      actions: ['dynamodb:UpdateItem'],
      resourceArns: [this.table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${RATE_LIMIT_KEY_PREFIX}*`] } },
    });
  }
}
