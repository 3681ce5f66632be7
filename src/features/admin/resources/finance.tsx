import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Datagrid,
  Edit,
  FunctionField,
  NumberField,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  useListContext,
  usePermissions,
} from 'react-admin';
import { List } from '../export-list.tsx';
import { type AccountBalance, ACCOUNT_KINDS, type FinanceDay, type Liability } from '../../../shared/admin/finance.ts';
import { reconciliation, type Reconciliation } from '../admin-api.ts';
import { Bars } from '../charts.tsx';
import { money } from '../shop-format.ts';

const trialFilters = [
  <SelectInput
    key="by"
    source="by"
    label="Show"
    choices={[
      { id: 'kind', name: 'One row per kind of account' },
      { id: 'account', name: 'Every account' },
    ]}
    alwaysOn
  />,
  <SelectInput key="kind" source="kind" label="Kind" choices={ACCOUNT_KINDS.map((id) => ({ id, name: id }))} />,
];

/** The sum of the page's balances per currency: zero when the books balance (the whole list is one page by kind). */
function Totals() {
  const { data } = useListContext<AccountBalance>();
  const totals = new Map<string, number>();
  for (const r of data ?? []) totals.set(r.currency_code, (totals.get(r.currency_code) ?? 0) + r.balance);
  return (
    <Box sx={{ p: 2 }} role="status">
      {[...totals].map(([currency, total]) => (
        <Typography key={currency}>
          Total {currency}: {money(total, currency)} {total === 0 ? '(balanced)' : '(not balanced on this page)'}
        </Typography>
      ))}
    </Box>
  );
}

/** Every ledger account with its balance (debit positive); by kind, the balances of each currency sum to zero. */
export const TrialBalanceList = () => (
  <List filters={trialFilters} filterDefaultValues={{ by: 'kind' }} perPage={100} title="Trial balance" aside={<Totals />}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="id" label="Account" sortable={false} />
      <TextField source="kind" label="Kind" sortable={false} />
      <TextField source="currency_code" label="Currency" sortable={false} />
      <NumberField source="accounts" label="Accounts" sortable={false} />
      <FunctionField<AccountBalance> label="Balance" render={(r) => money(r.balance, r.currency_code)} />
    </Datagrid>
  </List>
);

function LiabilityChart() {
  const { data } = useListContext<Liability>();
  const rows = (data ?? []).flatMap((r) => [
    { label: `${r.country_name || 'All markets'} vouchers`, value: r.vouchers, text: money(r.vouchers, r.currency_code) },
    { label: `${r.country_name || 'All markets'} uDollar`, value: r.udollar, text: money(r.udollar, r.currency_code) },
  ]);
  return (
    <Box sx={{ p: 2 }}>
      <Bars title="Outstanding stored value per market" rows={rows} />
    </Box>
  );
}

/** Outstanding voucher and uDollar value per market and currency, and what brands are owed: from the ledger. */
export const LiabilityList = () => (
  <List title="Liabilities" exporter={false} pagination={false}>
    <LiabilityChart />
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="country_name" label="Market" sortable={false} emptyText="All markets" />
      <TextField source="currency_code" label="Currency" sortable={false} />
      <FunctionField<Liability> label="Vouchers" render={(r) => money(r.vouchers, r.currency_code)} />
      <FunctionField<Liability> label="uDollar" render={(r) => money(r.udollar, r.currency_code)} />
      <FunctionField<Liability> label="Owed to brands" render={(r) => money(r.payable, r.currency_code)} />
    </Datagrid>
  </List>
);

function FinanceDayChart() {
  const { data } = useListContext<FinanceDay>();
  const days = (data ?? []).slice(0, 14);
  return (
    <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
      <Bars
        title="Payments per day"
        rows={days.map((d) => ({ label: `${d.day} ${d.currency_code}`, value: d.payments, text: money(d.payments, d.currency_code) }))}
      />
      <Bars
        title="Refunds per day"
        rows={days.map((d) => ({
          label: `${d.day} ${d.currency_code}`,
          value: d.refunds + d.refunds_udollar,
          text: money(d.refunds + d.refunds_udollar, d.currency_code),
        }))}
      />
      <Bars
        title="Breakage per day"
        rows={days.map((d) => ({ label: `${d.day} ${d.currency_code}`, value: d.breakage, text: money(d.breakage, d.currency_code) }))}
      />
    </Box>
  );
}

/** Payments, refunds, value redeemed, commission and breakage per business day, as charts and a table. */
export const FinanceDayList = () => (
  <List title="Money per day" exporter={false}>
    <FinanceDayChart />
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="day" label="Day" sortable={false} />
      <TextField source="currency_code" label="Currency" sortable={false} />
      <FunctionField<FinanceDay> label="Payments" render={(r) => money(r.payments, r.currency_code)} />
      <FunctionField<FinanceDay> label="Refunds to card" render={(r) => money(r.refunds, r.currency_code)} />
      <FunctionField<FinanceDay> label="Refunds as uDollar" render={(r) => money(r.refunds_udollar, r.currency_code)} />
      <FunctionField<FinanceDay> label="Redeemed" render={(r) => money(r.redeemed, r.currency_code)} />
      <FunctionField<FinanceDay> label="Commission" render={(r) => money(r.commission, r.currency_code)} />
      <FunctionField<FinanceDay> label="Breakage" render={(r) => money(r.breakage, r.currency_code)} />
    </Datagrid>
  </List>
);

/** Each brand's commission; only admins may change it (the server refuses others). */
export const BrandCommissionList = () => {
  const { permissions } = usePermissions<string>();
  return (
    <List title="Brand commissions" exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={permissions === 'admin' ? 'edit' : false}>
        <TextField source="name" label="Brand" sortable={false} />
        <FunctionField<{ commission_bp: number }> label="Commission" render={(r) => `${(r.commission_bp / 100).toFixed(2)} %`} />
      </Datagrid>
    </List>
  );
};

export const BrandCommissionEdit = () => (
  <Edit mutationMode="pessimistic" title="Brand commission">
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextField source="name" label="Brand" />
      <NumberInput source="commission_bp" label="Commission (basis points: 1000 = 10 %)" min={0} max={10000} step={25} />
    </SimpleForm>
  </Edit>
);

/** The books against the records, for the dashboard of admins and finance. */
export function ReconciliationCard() {
  const [state, setState] = useState<Reconciliation | 'failed' | null>(null);
  useEffect(() => {
    reconciliation().then(setState, () => setState('failed'));
  }, []);
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6">
          Books
        </Typography>
        {state === null && <Typography role="status">Reconciling…</Typography>}
        {state === 'failed' && <Alert severity="warning">The reconciliation could not run.</Alert>}
        {state && state !== 'failed' && state.ok && (
          <Alert severity="success">Every voucher, uDollar card and payment agrees with the ledger; the trial balance is zero.</Alert>
        )}
        {state && state !== 'failed' && !state.ok && (
          <Alert severity="error">
            {state.differences.length} difference(s):{' '}
            {state.differences
              .slice(0, 5)
              .map((d) => `${d.check} ${d.subject} (records ${d.expected}, ledger ${d.ledger})`)
              .join('; ')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
