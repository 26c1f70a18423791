// ESLint rule "SQL only in repository files": in the API, data access (SQL strings sent with
// `.query(`, query builders, TypeORM repositories, the entity manager and the data source) lives
// in `*.repository.ts` / `*.sql.ts` files, migrations and `core/database`; services hold the
// rules and call repositories. Which files the rule covers is set in eslint.config.mjs.
//
// Allowed everywhere: `dataSource.transaction(...)` / `manager.transaction(...)`, so a service
// can run several repository calls (and the mail outbox, the audit log) as one unit of work, and
// passing the transaction's manager on as a value.

/** TypeORM types whose method calls are data access. */
const DATA_ACCESS_TYPES = new Set([
  'DataSource',
  'EntityManager',
  'Repository',
  'TreeRepository',
  'QueryRunner',
  'SelectQueryBuilder',
  'InsertQueryBuilder',
  'UpdateQueryBuilder',
  'DeleteQueryBuilder',
]);

/** Methods a service may call on those types: opening a unit of work. */
const ALLOWED_METHODS = new Set(['transaction']);

/** Calls that are data access whatever the receiver's type. */
const ALWAYS_DATA_ACCESS = new Set(['query', 'createQueryBuilder', 'getRepository']);

/** Decorators that hand a class a repository or the data source. */
const INJECTORS = new Set(['InjectRepository', 'InjectEntityManager']);

const MESSAGE =
  'SQL and data access live in *.repository.ts (or *.sql.ts) files that return plain typed rows; call a repository from here ({{what}}).';

function typeNames(type) {
  const names = [];
  const visit = (t) => {
    if (t.isUnion?.() || t.isIntersection?.()) t.types.forEach(visit);
    const symbol = t.aliasSymbol ?? t.getSymbol?.();
    if (symbol) names.push(symbol.getName());
  };
  visit(type);
  return names;
}

export const dataLayerRule = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL and TypeORM data access only in repository files' },
    messages: { dataAccess: MESSAGE },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const typed = Boolean(services?.program && services.esTreeNodeToTSNodeMap);
    const checker = typed ? services.program.getTypeChecker() : null;

    function receiverIsDataAccess(object) {
      if (!checker) return false;
      const tsNode = services.esTreeNodeToTSNodeMap.get(object);
      const type = checker.getTypeAtLocation(tsNode);
      return typeNames(type).some((name) => DATA_ACCESS_TYPES.has(name));
    }

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (ALWAYS_DATA_ACCESS.has(method)) {
          context.report({ node, messageId: 'dataAccess', data: { what: `.${method}(` } });
          return;
        }
        if (ALLOWED_METHODS.has(method)) return;
        if (receiverIsDataAccess(callee.object)) {
          context.report({ node, messageId: 'dataAccess', data: { what: `.${method}(` } });
        }
      },
      Decorator(node) {
        const expr = node.expression;
        const name = expr.type === 'CallExpression' ? expr.callee.name : expr.name;
        if (INJECTORS.has(name)) {
          context.report({ node, messageId: 'dataAccess', data: { what: `@${name}` } });
        }
      },
    };
  },
};

export const dataLayerPlugin = { rules: { 'sql-in-repositories': dataLayerRule } };
