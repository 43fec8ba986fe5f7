import type { Payload } from 'payload'

import { textToRichText } from '@b1/cms/entry'
import { createIfMissing } from '../create-if-missing'
import { daysAgo } from './dates'

export const BLOG_CATEGORIES = [
  { name: 'SAP Business One', description: 'The system itself: features, releases and getting more from it.' },
  { name: 'Implementation', description: 'Planning, migrating and going live.' },
  { name: 'Cloud Hosting', description: 'Running SAP Business One on AWS.' },
  { name: 'Manufacturing', description: 'Production planning, MRP and the shop floor.' },
  { name: 'Wholesale Distribution', description: 'Warehousing, stock control and fulfilment.' },
  { name: 'Finance', description: 'Month end, tax and reporting for finance teams.' },
] as const

/** The people who write the blog, shown under each of their posts. */
const BLOG_AUTHORS = [
  {
    name: 'Priya Shah',
    role: 'Senior SAP Business One consultant',
    bio: 'Priya has led more than forty SAP Business One projects for UK manufacturers and distributors, from first workshop to go-live.',
  },
  {
    name: 'Tom Reynolds',
    role: 'Cloud and infrastructure lead',
    bio: 'Tom looks after the AWS platform our customers run on, and writes about hosting, backups and keeping systems quick.',
  },
  {
    name: 'Hannah Okafor',
    role: 'Finance systems specialist',
    bio: 'A chartered accountant turned consultant, Hannah helps finance teams close the month faster and report with confidence.',
  },
  {
    name: 'James Whitfield',
    role: 'Customer success manager',
    bio: 'James guides businesses moving to us from another partner, and makes sure support keeps running on the day they switch.',
  },
] as const

type PostSeed = {
  slug: string
  title: string
  excerpt: string
  category: (typeof BLOG_CATEGORIES)[number]['name']
  author: (typeof BLOG_AUTHORS)[number]['name']
  /** Published this many days ago; undefined keeps the post a draft. */
  days_ago?: number
  content: string
}

export const POSTS: PostSeed[] = [
  {
    slug: 'five-signs-you-have-outgrown-your-accounting-software',
    title: 'Five signs you have outgrown your accounting software',
    excerpt:
      'Spreadsheets around the edges, slow month ends and stock you cannot trust are symptoms of the same problem.',
    category: 'SAP Business One',
    author: 'Priya Shah',
    days_ago: 4,
    content: `Entry-level accounting packages are excellent until the business around them gets more complicated. The trouble is that the signs creep up slowly, and by the time anyone says it out loud the workarounds have become the process.

1. Month end takes more than a week. If closing the books means exporting to Excel, reconciling by hand and chasing other departments for numbers, your finance system is no longer the single source of truth.

2. Nobody trusts the stock figure. When sales check the warehouse before promising a delivery date, inventory lives outside your accounts and every order carries a risk.

3. Each department has its own system. A CRM here, a warehouse spreadsheet there, a separate tool for production: every hand-off is a chance to re-key data and get it wrong.

4. Reports arrive too late to act on. If margin by customer or product takes days to assemble, decisions are being made on last month's picture.

5. Growth means hiring administrators, not salespeople. When each new customer adds paperwork rather than profit, the system is holding you back.

SAP Business One replaces that patchwork with one database for finance, sales, purchasing, stock and production. If two or more of these signs sound familiar, a 30-minute conversation is usually enough to tell whether it is the right next step.`,
  },
  {
    slug: 'what-to-expect-from-an-sap-business-one-implementation',
    title: 'What to expect from an 8-12 week SAP Business One implementation',
    excerpt: 'A week-by-week view of discovery, design, delivery and support, and what your team needs to put in.',
    category: 'Implementation',
    author: 'Tom Reynolds',
    days_ago: 12,
    content: `Most of our SAP Business One projects go live in 8 to 12 weeks. That pace is possible because the work follows a clear path, and because both sides know what is expected of them from the first day.

Weeks 1-2: Discovery. We run workshops with each department to map how orders, purchasing, stock and month end work today. The output is a short design document that lists what will change and what will stay the same.

Weeks 3-6: Design and build. Consultants configure the system, set up your chart of accounts, price lists and approval rules, and build any reports or layouts you need. Your key users see the system early and often, so there are no surprises at go-live.

Weeks 6-9: Data migration and testing. We load customers, suppliers, items, open orders and opening balances, then run at least one full trial migration. Your team tests real scenarios end to end, from quote to cash.

Weeks 9-12: Training and go-live. Key users are trained first and help train their colleagues. We agree a cut-over weekend, load the final data and stay on site for the first days of live running.

What makes the difference is a project lead on your side who can make decisions quickly, and a few hours a week from each department during testing. With those in place, the timeline holds.`,
  },
  {
    slug: 'hosting-sap-business-one-in-the-cloud',
    title: 'Hosting SAP Business One in the cloud: what changes and what does not',
    excerpt: 'The system your team uses stays the same. Servers, backups and out-of-hours patching become our problem.',
    category: 'Cloud Hosting',
    author: 'Priya Shah',
    days_ago: 20,
    content: `Moving SAP Business One to the cloud is less dramatic than it sounds. Your users log in to the same system, with the same screens, reports and add-ons. What changes is everything underneath.

What moves to us:
- Servers and storage, sized for your workload and upgraded without a capital purchase.
- Backups, tested restores and disaster recovery.
- Operating system and database patching, done outside your working hours.
- 24x7 monitoring, so we usually know about a problem before you do.

What stays with you: your data, your licences and your choice of region. We host on AWS in Ireland, Frankfurt, US East or Canada, and your data does not leave the region you pick, which keeps data-sovereignty conversations simple.

The platform is designed for 99.995% availability, and most customers find the running cost lower than keeping a server in the office once hardware refreshes, backup software and IT time are counted. A typical migration takes a weekend of downtime, planned well in advance.`,
  },
  {
    slug: 'sap-hana-or-sql-server-for-sap-business-one',
    title: 'SAP HANA or Microsoft SQL Server: choosing a database for SAP Business One',
    excerpt: 'Both run SAP Business One well. The right choice depends on your reporting ambitions and your add-ons.',
    category: 'SAP Business One',
    author: 'Tom Reynolds',
    days_ago: 33,
    content: `SAP Business One runs on two databases: Microsoft SQL Server and SAP HANA. The screens your team uses are the same on both, so the decision is about what happens behind them.

SQL Server is familiar to most IT teams and supported by the widest range of add-ons. For businesses with straightforward reporting needs it remains a sound, economical choice.

SAP HANA is an in-memory database. Reports and dashboards that read large volumes of transactions run noticeably faster, and some analytics features in SAP Business One are only available on HANA. It suits businesses that want live dashboards, heavy reporting or fast searches across many years of data.

Questions worth asking before you decide:
- Which add-ons do we need, and are they certified for both databases?
- How much reporting do we expect to do inside the system rather than in Excel?
- Where will it be hosted, and who will look after the database?

When we host the system, database administration is part of the service either way, which takes much of the operational difference out of the decision.`,
  },
  {
    slug: 'mrp-for-make-to-order-manufacturers',
    title: 'Getting MRP right for make-to-order manufacturers',
    excerpt:
      'Material requirements planning only works if the data behind it is right. Start with bills of materials and lead times.',
    category: 'Manufacturing',
    author: 'Priya Shah',
    days_ago: 47,
    content: `Material requirements planning promises to tell you exactly what to buy and make, and when. For make-to-order manufacturers the promise often falls short, and the reason is almost always the data rather than the software.

Start with bills of materials. Every component, quantity and unit of measure must be right, including the consumables people forget. One missing line means a shortage on the shop floor.

Next, lead times. Supplier lead times in the system should reflect what actually happens, not what the supplier promised five years ago. Review them quarterly against real delivery dates.

Then decide how MRP should treat your demand. Make-to-order businesses usually plan from confirmed sales orders, with forecasts only for long-lead components. SAP Business One lets you run separate scenarios, so you can compare plans before committing.

Finally, make MRP a routine. Run it at the same time each day, work through the recommendations and convert them to purchase and production orders. For deeper shop-floor control, capacity planning and scheduling, beas Manufacturing extends SAP Business One without a separate system.`,
  },
  {
    slug: 'batch-and-serial-tracking-for-distributors',
    title: 'Batch and serial tracking for wholesale distributors',
    excerpt:
      'Full traceability protects customers and your margin. Here is how to set it up without slowing the warehouse down.',
    category: 'Wholesale Distribution',
    author: 'Tom Reynolds',
    days_ago: 61,
    content: `For distributors of food, chemicals, medical supplies or electronics, traceability is not optional. When a supplier issues a recall you need to know, within minutes, which customers received the affected batch.

SAP Business One tracks items by batch or by serial number from goods receipt to delivery. Each receipt records the batch and its expiry date; each delivery records which batch was shipped. A single report then traces a batch forwards to customers or backwards to the supplier.

The risk is that traceability slows the warehouse down if people have to type batch numbers. Barcode scanning removes that cost: operators scan the label at goods in, at picking and at dispatch, and the system records the batch automatically.

Practical tips:
- Decide which items need batches, which need serials and which need neither; tracking everything adds work for no benefit.
- Use first-expiry-first-out picking for perishable stock.
- Test a mock recall once a quarter so the process is familiar when it matters.

Produmex Scan adds mobile scanning to SAP Business One, and Produmex WMS adds directed picking and put-away for larger warehouses.`,
  },
  {
    slug: 'making-tax-digital-vat-in-sap-business-one',
    title: 'Making Tax Digital for VAT with SAP Business One',
    excerpt: 'How VAT returns flow from SAP Business One to HMRC, and the checks worth building into every quarter.',
    category: 'Finance',
    author: 'Hannah Okafor',
    days_ago: 75,
    content: `Making Tax Digital requires VAT-registered businesses to keep digital records and submit VAT returns through compatible software. SAP Business One's UK localisation supports MTD submissions, so the return is prepared from the same transactions your team posts every day.

A quarter in practice:
- Post and reconcile all sales, purchase and bank transactions for the period.
- Run the VAT report and review any transactions with unusual tax codes.
- Check the figures against the previous quarter and investigate large swings.
- Submit the return and keep the submission receipt with your period-end file.

The most common problems we see are wrong tax codes on manually entered journals and supplier invoices posted to the wrong period. A short checklist and a locked posting period after submission prevent both.

If your business has several VAT registrations or trades across borders, configure each company and tax code carefully during implementation; it is far easier than correcting history later.`,
  },
  {
    slug: 'month-end-close-checklist',
    title: 'A month-end close checklist for SAP Business One finance teams',
    excerpt: 'Ten steps that take month end from eight days to three, without working late.',
    category: 'Finance',
    author: 'Hannah Okafor',
    days_ago: 96,
    content: `A fast month end is the result of doing the same things, in the same order, every month. This is the checklist we leave with finance teams after go-live.

Before the last working day:
- Chase unapproved purchase invoices and goods receipts without invoices.
- Agree cut-off with the warehouse for deliveries in transit.

On day one:
- Reconcile every bank account.
- Post accruals and prepayments from recurring templates.
- Run the stock valuation report and compare it with the balance sheet.

On day two:
- Review aged debtors and creditors for anything unusual.
- Post depreciation from the fixed asset module.
- Review the trial balance for unexpected balances on control accounts.

On day three:
- Lock the period so nothing else lands in it.
- Publish the management pack from saved reports, not from exported spreadsheets.

Because SAP Business One keeps sales, stock and finance in one database, most of these steps are checks rather than reconciliations. Teams that follow the list consistently close in three days or fewer.`,
  },
  {
    slug: 'how-a-partner-transfer-works',
    title: 'Changing SAP Business One partner: how a transfer works',
    excerpt:
      'You keep your licences and your data. A transfer takes 4-6 weeks and your system keeps running throughout.',
    category: 'Implementation',
    author: 'James Whitfield',
    days_ago: 118,
    content: `Many businesses stay with a partner who no longer serves them well because they assume changing would be disruptive. In practice a partner transfer is an administrative process, and your system keeps running the whole time.

Week 1: You tell us you want to move and sign a short authorisation. We ask SAP to transfer your licences and support to us; your licences and data remain yours.

Weeks 1-3: We run a health check of your system: version, add-ons, customisations, integrations and open issues. Everything is documented, so our support team knows your set-up before the first ticket arrives.

Weeks 3-6: Support switches over. You get the contact details of your account manager and service desk, and we agree any quick wins from the health check, such as an overdue upgrade or a misconfigured report.

The whole process typically takes 4 to 6 weeks. The most common reasons customers give for moving are slow response times, lack of knowledge of their industry and surprise invoices, which is why we agree response targets and rates up front.`,
  },
  {
    slug: 'barcode-scanning-in-two-hours',
    title: 'Barcode scanning in the warehouse, set up in about two hours',
    excerpt: 'Goods in, stock moves and dispatch straight into SAP Business One from a handheld scanner.',
    category: 'Wholesale Distribution',
    author: 'James Whitfield',
    days_ago: 140,
    content: `Paper pick lists and end-of-day keying are the biggest sources of stock errors we see in warehouses. Barcode scanning fixes both, and with Produmex Scan the basic set-up takes about two hours.

What the two hours cover:
- Connecting the scanners to SAP Business One.
- Printing item and location labels from existing data.
- Configuring the flows you need first, usually goods receipt, stock transfer and delivery.
- Training the first operators on the handheld screens.

Once it is live, every scan posts directly to SAP Business One. Stock levels are right in real time, pickers are told exactly what to pick and where, and mistakes are caught at the scanner rather than by the customer.

Most distributors start with goods in and dispatch, then add stock counts and picking once the team is comfortable. Customers typically report order accuracy above 99% within the first months.`,
  },
  {
    slug: 'planning-your-sap-business-one-upgrade-path',
    title: 'Planning your SAP Business One upgrade path',
    excerpt: 'Draft: how to plan the next two upgrades around your add-ons and busy periods.',
    category: 'SAP Business One',
    author: 'Tom Reynolds',
    content: `SAP releases two upgrades a year. Staying current keeps you supported and gives your team new features, but every upgrade needs planning around add-ons and busy trading periods.

Outline:
- Check the support dates of your current version.
- List every add-on and integration and confirm compatibility.
- Pick a quiet week and book a test upgrade first.

To finish: examples from recent customer upgrades.`,
  },
]

export async function seedBlog(payload: Payload): Promise<void> {
  const categoryIds = new Map<string, number | string>()
  for (const category of BLOG_CATEGORIES) {
    const { id } = await createIfMissing(payload, 'categories', { name: { equals: category.name } }, { ...category })
    categoryIds.set(category.name, id)
  }
  const authorIds = new Map<string, number | string>()
  for (const author of BLOG_AUTHORS) {
    const { id } = await createIfMissing(payload, 'authors', { name: { equals: author.name } }, { ...author })
    authorIds.set(author.name, id)
  }
  for (const { days_ago, content, category, author, ...post } of POSTS) {
    // Skip the Markdown conversion for posts that are already there.
    const existing = await payload.count({
      collection: 'posts',
      where: { slug: { equals: post.slug } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await createIfMissing(
      payload,
      'posts',
      { slug: { equals: post.slug } },
      {
        ...post,
        category: categoryIds.get(category) as number,
        author: authorIds.get(author) as number,
        content: await textToRichText(content, payload.config),
        content_text: content,
        _status: days_ago === undefined ? 'draft' : 'published',
        published_at: days_ago === undefined ? null : daysAgo(days_ago),
      },
    )
  }
}
