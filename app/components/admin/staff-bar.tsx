/** The band at the top of a staff page: its title and what goes under it (status, way back...). */
export function StaffBar({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section aria-labelledby="staff-title" className="border-b border-ivory-300 bg-ivory-100">
      <div className="container-staff py-6 md:py-8">
        <h1 id="staff-title" className="text-3xl text-navy-900 md:text-4xl">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
