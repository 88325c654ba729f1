import { PageHero } from '../components/sections/page-hero.tsx'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () =>
  pageSeo('/campaign-tools', {
    title: 'Campaign Tools: Software for Winning Campaigns',
    description:
      'Campaign HQ, Door-to-Door Planner and Campaign Website Pro: campaign software from 39 € a month, hosted on German servers.',
  })

export default function CampaignTools() {
  return (
    // The bar is transparent on this page, so the dark hero runs up under it.
    <PageHero
      tone="dark"
      kicker="Campaign software"
      title={<>Software for winning Campaigns</>}
      className="-mt-16 pt-16"
    >
      <p>
        Three tools built from our own campaign work: a headquarters for your team, a planner for door-to-door
        canvassing and a campaign website that raises donations.
      </p>
    </PageHero>
  )
}
