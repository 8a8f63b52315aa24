"""Tumblebleeds! (22052, Hell's Comin' With Me) — action, Condition.
During shootouts at this location, the losing posse takes an additional casualty.
Each player gains the ability: "Noon Job: Mark the town square. If successful, discard a
number of attached Tumblebleeds! equal to the number of dudes in your posse."
Noon: Boot your Huckster to attach this card to town square.

Played, the Condition stays in play attached to the town square instead of going to the
discard pile (`engine.conditions`); "this location" is the town square. Its first two
paragraphs work only while it is attached there: the extra casualty falls on each round's
loser, whichever side loses, in every shootout at the town square (a job's there too); the
granted job is held by each player's outfit (`engine.granted`), led by any of their dudes.
"Attached Tumblebleeds!" are those attached to the town square, the job's mark; "your posse"
is the leader's posse as the job succeeds (§6.6, its dudes still at the mark).
"""

from __future__ import annotations

from engine.conditions import attach_to_location, attached_at
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.jobs import Job
from engine.model import TOWN_SQUARE, Card


class Tumblebleeds(CardScript):
    code = "22052"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            target_controller="any",
            condition=self.a_shootout_at_this_location,
            effect=ability.effects.loser_takes_extra_casualties(1),
        )
        self.grant_job(to=self.a_players_outfit, on_success=self.blow_them_away)
        self.action(
            play_type="noon",
            cost=ability.costs.boot_your_dude(self.a_huckster, what="Huckster"),
            message="{player} plays {source}",
            handler=self.attach_to_town_square,
        )

    def a_shootout_at_this_location(self) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.location == self.location

    def a_players_outfit(self, card: Card) -> bool:
        return card.data.type == "outfit"

    def a_huckster(self, dude: Card, context: Context) -> bool:
        return dude.skill("huckster") is not None

    def attach_to_town_square(self, context: Context) -> None:
        attach_to_location(self.game, self.card, TOWN_SQUARE)
        self.game.log.add("{0} attaches {1} to {2}", context.player, self.card, TOWN_SQUARE)

    def blow_them_away(self, job: Job) -> Flow:
        attached = [card for card in attached_at(self.game, TOWN_SQUARE) if card.title == self.card.title]
        how_many = len(job.posse)
        if how_many < len(attached):
            # Which of them is the player's choice (they may be different players' cards).
            attached = yield from self.select_cards(
                job.context, attached, "Select a card", minimum=how_many, maximum=how_many
            )
        for card in attached:
            self.game.actions.discard(card, by=job.player)
            self.game.log.add("{0} discards {1}", job.player, card)
