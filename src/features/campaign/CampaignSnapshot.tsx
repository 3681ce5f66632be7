import { type Campaign, campaignText } from './campaign-api.ts';

/**
 * The top of every snapshotted campaign's page (decisions 0226, 0227): its image and name, laid out as CampaignScreen
 * lays them out, the rest still a skeleton. Rendered at build time into /campaign as the island's children; each is
 * hidden, and the page's first-paint hints show the one the URL names (?id=) to a guest in the snapshot's market,
 * until the live campaign arrives.
 */
export default function CampaignSnapshot({ campaigns }: { campaigns: Campaign[] }) {
  return (
    <>
      {campaigns.map((c) => (
        <div key={c.id} className="list-variant" data-variant={`id-${c.id}`}>
          <div className="campaign">
            <img className="campaign__image" src={c.image} alt="" width={750} height={400} loading="lazy" fetchPriority="high" />
            <div className="campaign__body">
              <h2 className="campaign__name">{campaignText(c, 'en', 'name')}</h2>
              <div className="skeleton" style={{ height: 96 }} />
            </div>
          </div>
        </div>
      ))}
    </>
  );
}
