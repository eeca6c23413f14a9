<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>tpu::cli::Cli</name>
    <message numerus="yes">
        <source>%n zone offer(s) for %1 machine types</source>
        <translation>
            <numerusform>%n zone offer for %1 machine types</numerusform>
            <numerusform>%n zone offers for %1 machine types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s)</source>
        <translation>
            <numerusform>%n region</numerusform>
            <numerusform>%n regions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) in %1 regions</source>
        <translation>
            <numerusform>%n price in %1 regions</numerusform>
            <numerusform>%n prices in %1 regions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Quota %1: %Ln chip(s)%2%3</source>
        <translation>
            <numerusform>Quota %1: %Ln chip%2%3</numerusform>
            <numerusform>Quota %1: %Ln chips%2%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; on %n chip(s)%1: %2, FSDP %3</source>
        <translation>
            <numerusform>; on %n chip%1: %2, FSDP %3</numerusform>
            <numerusform>; on %n chips%1: %2, FSDP %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n chip(s), %3)</source>
        <translation>
            <numerusform>%1 (%2, %n chip, %3)</numerusform>
            <numerusform>%1 (%2, %n chips, %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; on %n chip(s): decode step %1, %2 tokens/s</source>
        <translation>
            <numerusform>; on %n chip: decode step %1, %2 tokens/s</numerusform>
            <numerusform>; on %n chips: decode step %1, %2 tokens/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; DOES NOT FIT in %n chip(s)</source>
        <translation>
            <numerusform>; DOES NOT FIT in %n chip</numerusform>
            <numerusform>; DOES NOT FIT in %n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::live::CapacityReader</name>
    <message numerus="yes">
        <source>; %1 of %n host(s) in use</source>
        <translation>
            <numerusform>; %1 of %n host in use</numerusform>
            <numerusform>; %1 of %n hosts in use</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) of %1%2 in %3 (%4)</source>
        <translation>
            <numerusform>%n chip of %1%2 in %3 (%4)</numerusform>
            <numerusform>%n chips of %1%2 in %3 (%4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VM(s) of %1 in %2 (%3 in use)</source>
        <translation>
            <numerusform>%n VM of %1 in %2 (%3 in use)</numerusform>
            <numerusform>%n VMs of %1 in %2 (%3 in use)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::live::CatalogRefresh</name>
    <message numerus="yes">
        <source>%n region(s) left out: a refresh reads the GKE versions of at most %1 regions (%2)</source>
        <translation>
            <numerusform>%n region left out: a refresh reads the GKE versions of at most %1 regions (%2)</numerusform>
            <numerusform>%n regions left out: a refresh reads the GKE versions of at most %1 regions (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::model::CalendarRules</name>
    <message numerus="yes">
        <source>A calendar-mode reservation of %n day(s) is not possible.</source>
        <translation>
            <numerusform>A calendar-mode reservation of %n day is not possible.</numerusform>
            <numerusform>A calendar-mode reservation of %n days is not possible.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::model::LiveOverlay</name>
    <message numerus="yes">
        <source>%1 (%n day(s) old: stale, refresh it)</source>
        <translation>
            <numerusform>%1 (%n day old: stale, refresh it)</numerusform>
            <numerusform>%1 (%n days old: stale, refresh it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n day(s) old)</source>
        <translation>
            <numerusform>%1 (%n day old)</numerusform>
            <numerusform>%1 (%n days old)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::report::ReviewReport</name>
    <message numerus="yes">
        <source>%1, %2 of %n slice(s)</source>
        <translation>
            <numerusform>%1, %2 of %n slice</numerusform>
            <numerusform>%1, %2 of %n slices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::report::ReviewSlides</name>
    <message numerus="yes">
        <source>%1 of %n request(s) fit</source>
        <translation>
            <numerusform>%1 of %n request fits</numerusform>
            <numerusform>%1 of %n requests fit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) ask for slices that cannot hold their model</source>
        <translation>
            <numerusform>%n request asks for slices that cannot hold its model</numerusform>
            <numerusform>%n requests ask for slices that cannot hold their model</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::review::Counts</name>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n request</numerusform>
            <numerusform>%n requests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reservation(s)</source>
        <translation>
            <numerusform>%n reservation</numerusform>
            <numerusform>%n reservations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n quota(s)</source>
        <translation>
            <numerusform>%n quota</numerusform>
            <numerusform>%n quotas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s)</source>
        <translation>
            <numerusform>%n team</numerusform>
            <numerusform>%n teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s)</source>
        <translation>
            <numerusform>%n slice</numerusform>
            <numerusform>%n slices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VM(s)</source>
        <translation>
            <numerusform>%n VM</numerusform>
            <numerusform>%n VMs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::review::Fit</name>
    <message numerus="yes">
        <source>%n request(s) have a plan with errors (marked &quot;plan error&quot; below): fix them before anything is exported.</source>
        <translation>
            <numerusform>%n request has a plan with errors (marked &quot;plan error&quot; below): fix them before anything is exported.</numerusform>
            <numerusform>%n requests have a plan with errors (marked &quot;plan error&quot; below): fix them before anything is exported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n free VM(s)</source>
        <translation>
            <numerusform>%1 has %n free VM</numerusform>
            <numerusform>%1 has %n free VMs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n free chip(s)</source>
        <translation>
            <numerusform>%1 has %n free chip</numerusform>
            <numerusform>%1 has %n free chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more have %1 free</source>
        <translation>
            <numerusform>%n more has %1 free</numerusform>
            <numerusform>%n more have %1 free</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: each slice needs %2 in one reservation; %n slice(s) do not fit</source>
        <translation>
            <numerusform>%1: each slice needs %2 in one reservation; %n slice does not fit</numerusform>
            <numerusform>%1: each slice needs %2 in one reservation; %n slices do not fit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n more slice(s) need %2: short by %3</source>
        <translation>
            <numerusform>%1; %n more slice needs %2: short by %3</numerusform>
            <numerusform>%1; %n more slices need %2: short by %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 (%3): %4, %5 of %n slice(s)</source>
        <translation>
            <numerusform>%1. %2 (%3): %4, %5 of %n slice</numerusform>
            <numerusform>%1. %2 (%3): %4, %5 of %n slices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::ui::CapacityReadDialog</name>
    <message numerus="yes">
        <source>Read from project %1 at %2 UTC: %n reservation(s)</source>
        <translation>
            <numerusform>Read from project %1 at %2 UTC: %n reservation</numerusform>
            <numerusform>Read from project %1 at %2 UTC: %n reservations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n quota(s).</source>
        <translation>
            <numerusform> and %n quota.</numerusform>
            <numerusform> and %n quotas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VM(s)</source>
        <translation>
            <numerusform>%n VM</numerusform>
            <numerusform>%n VMs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::ui::CatalogController</name>
    <message numerus="yes">
        <source>Zones: %n machine type(s) read</source>
        <translation>
            <numerusform>Zones: %n machine type read</numerusform>
            <numerusform>Zones: %n machine types read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GKE versions: %n region(s)</source>
        <translation>
            <numerusform>GKE versions: %n region</numerusform>
            <numerusform>GKE versions: %n regions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prices: %n price(s)</source>
        <translation>
            <numerusform>Prices: %n price</numerusform>
            <numerusform>Prices: %n prices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n TPU SKU(s) not matched to the catalog (not used).</source>
        <translation>
            <numerusform>%n TPU SKU not matched to the catalog (not used).</numerusform>
            <numerusform>%n TPU SKUs not matched to the catalog (not used).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::ui::FindingsPanel</name>
    <message numerus="yes">
        <source>%n error(s) to fix before export; </source>
        <translation>
            <numerusform>%n error to fix before export; </numerusform>
            <numerusform>%n errors to fix before export; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Live checks: %n error(s) in the project (see the live panel).</source>
        <translation>
            <numerusform>Live checks: %n error in the project (see the live panel).</numerusform>
            <numerusform>Live checks: %n errors in the project (see the live panel).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::ui::PlanPage</name>
    <message numerus="yes">
        <source>Next is disabled until the error above is fixed.</source>
        <translation>
            <numerusform>Next is disabled until the error above is fixed.</numerusform>
            <numerusform>Next is disabled until the errors above are fixed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next is disabled until this is fixed: %1</source>
        <translation>
            <numerusform>Next is disabled until this is fixed: %1</numerusform>
            <numerusform>Next is disabled until these are fixed: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::ui::PresentationView</name>
    <message numerus="yes">
        <source>✖ %n error(s): see Findings.</source>
        <translation>
            <numerusform>✖ %n error: see Findings.</numerusform>
            <numerusform>✖ %n errors: see Findings.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::ui::ReviewView</name>
    <message numerus="yes">
        <source>The plan has %n error(s); nothing of it can be exported until they are fixed (Open in the Wizard):</source>
        <translation>
            <numerusform>The plan has %n error; nothing of it can be exported until it is fixed (Open in the Wizard):</numerusform>
            <numerusform>The plan has %n errors; nothing of it can be exported until they are fixed (Open in the Wizard):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n request(s) have a plan with errors (marked in the table)</source>
        <translation>
            <numerusform>; %n request has a plan with errors (marked in the table)</numerusform>
            <numerusform>; %n requests have a plan with errors (marked in the table)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n request(s) fit; busiest month %3, %4 (the cost %5)</source>
        <translation>
            <numerusform>%1: %2 of %n request fits; busiest month %3, %4 (the cost %5)</numerusform>
            <numerusform>%1: %2 of %n requests fit; busiest month %3, %4 (the cost %5)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::ui::ReviewWindow</name>
    <message numerus="yes">
        <source>Read %n reservation(s)</source>
        <translation>
            <numerusform>Read %n reservation</numerusform>
            <numerusform>Read %n reservations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n quota(s) from project %1.</source>
        <translation>
            <numerusform> and %n quota from project %1.</numerusform>
            <numerusform> and %n quotas from project %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::ui::SummaryView</name>
    <message numerus="yes">
        <source>%n VM(s)</source>
        <translation>
            <numerusform>%n VM</numerusform>
            <numerusform>%n VMs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::ui::ZoneAdvicePanel</name>
    <message numerus="yes">
        <source>%n region(s) could not be asked; hover a zone for why.</source>
        <translation>
            <numerusform>%n region could not be asked; hover a zone for why.</numerusform>
            <numerusform>%n regions could not be asked; hover a zone for why.</numerusform>
        </translation>
    </message>
</context>
</TS>
