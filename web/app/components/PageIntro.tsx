/** A plain page heading band, for pages whose content is code rather than CMS blocks. */
export function PageIntro({ title, lead }: { title: string; lead?: string }) {
  return (
    <section className="bg-slate-50">
      <div className="container-page py-16">
        <h1 className="text-4xl font-bold tracking-tight text-ink-950">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-slate-600">{lead}</p>}
      </div>
    </section>
  )
}
